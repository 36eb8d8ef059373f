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
