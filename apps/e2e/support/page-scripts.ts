import type { Page } from 'playwright-core';
import { networkQuiet } from './network-quiet.ts';

/**
 * True once the page's scripts have run: a public page's plain DOM code (a module script, run before the load event)
 * and the islands script, which has hydrated each island (`data-island-running`) or waits for its start
 * (`data-island-waiting="near|touch"`: the carousel as it nears the viewport, the form at the first touch); /admin,
 * the client-rendered app, hydrates the document.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    if (document.querySelector('link[rel="modulepreload"][href*="/entry.client"]'))
      return Object.keys(document).some((key) => key.startsWith('__reactContainer$'));
    return [...document.querySelectorAll('[data-island]')].every(
      (island) =>
        island.hasAttribute('data-island-running') || island.hasAttribute('data-island-waiting'),
    );
  });
  await networkQuiet(page);
}

/** Brings each island that starts near the viewport into view and waits until it runs; the page ends at the top. */
export async function startNearIslands(page: Page): Promise<void> {
  for (const island of await page.locator('[data-island-waiting="near"]').all())
    await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => !document.querySelector('[data-island-waiting="near"]'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
