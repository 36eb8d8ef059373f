/**
 * axe-core on every public route at 390 px, with the mobile menu closed and open, and on the 404 page at 390 and
 * 1280 px: zero violations of WCAG 2.0/2.1 A and AA and axe's best practices. Pages come from `browser.newContext()`
 * (a viewport of their own), in the state a visitor reaches: hydrated, every section scrolled into view and revealed.
 * Every public route at 1280 px is scanned in routes.spec.ts, within the visit that checks its load.
 */
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test, visit, visitorAddress, type Guard } from '../support/fixtures.ts';
import { animationsFinished, revealEverything } from '../support/page-motion.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

async function openPage(
  browser: Browser,
  baseURL: string | undefined,
  guard: Guard,
  width: number,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 600 ? 844 : 800 },
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  await guard.watch(context);
  return context.newPage();
}

for (const route of PUBLIC_ROUTES) {
  test.describe(`axe on ${route.path}`, () => {
    test('at 390 px, and with the mobile menu open: no violations', async ({
      browser,
      baseURL,
      guard,
    }) => {
      const page = await openPage(browser, baseURL, guard, 390);
      await visit(page, route.path);
      await revealEverything(page);
      const closed = await axeViolations(page);

      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: /open menu/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Let the overlay's opening transition finish before measuring contrast.
      await expect
        .poll(() => page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).opacity))
        .toBe('1');
      await animationsFinished(page);
      const open = await axeViolations(page);

      expect({ menuClosed: closed, menuOpen: open }).toEqual({ menuClosed: [], menuOpen: [] });
      await page.context().close();
    });
  });
}

test.describe('axe on the 404 page', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px: no violations`, async ({ browser, baseURL, guard }) => {
      guard.allow(/status of 404 .*@ \S+\/no-such-page$|HTTP 404: GET \S+\/no-such-page$/);
      const page = await openPage(browser, baseURL, guard, width);
      await visit(page, '/no-such-page');
      await revealEverything(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
