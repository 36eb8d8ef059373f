import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The axe-core rule tags every accessibility check of the suites runs with: WCAG 2.1 A/AA and best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe on `page` with the suite's tags. `axe.run` in the page itself (legacy mode): the default runs per frame and then
 * opens a blank page to merge the results, which costs a new page per scan and tests nothing more on a site without
 * frames. Every rule still checks every node, but only violations are collected in full (the suites assert nothing
 * else; passes and incomplete results keep one node each): a fifth less CPU per scan.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode();
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}` : ''),
    ),
  );
}

/** axe's violations on the page as it is now, one readable line per offending node (an empty list passes). */
export async function axeViolations(page: Page): Promise<string[]> {
  return describe((await axeOn(page).analyze()).violations);
}
