import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** The axe-core rule tags every accessibility check of the suites runs with: WCAG 2.1 A/AA and best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Every rule still checks every node, but only violations are collected in full (the suites assert nothing else;
 * passes and incomplete results keep one node each): a fifth less CPU per scan.
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  resultTypes: ['violations'],
};

/**
 * axe-core's source is large: it goes into each frame of the page once, and a second scan of the same document (the
 * menu open) reuses it. @axe-core/playwright evaluates it twice per scan.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => window.axe !== undefined)) continue;
    await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
}

/**
 * axe on `page` as it is now, with the suite's tags: `axe.run` in the page itself, which reaches same-origin frames
 * through the axe in each of them.
 */
export async function axeResults(page: Page): Promise<AxeResults> {
  await injectAxe(page);
  return page.evaluate((options) => window.axe!.run(document, options), RUN_OPTIONS);
}

function describe(violations: Result[]): string[] {
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
  return describe((await axeResults(page)).violations);
}
