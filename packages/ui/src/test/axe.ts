import axe from 'axe-core';

/**
 * Runs axe on a rendered container and returns readable violations.
 * jsdom has no layout, so colour-contrast is checked in real browsers (Storybook, e2e) instead.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
