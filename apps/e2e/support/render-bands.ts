import type { Page } from 'playwright-core';

/**
 * Bands that render only near the viewport (`content-visibility: auto`) count with an estimated height until a visitor
 * scrolls to them. This renders every one of them, so the page has the height and the look a visitor scrolling down
 * meets: for full-page shots and for measuring how tall a page really is.
 */
export async function renderAllBands(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
}
