/**
 * A click after a deploy must still open the page: the visitor's tab predates the deploy, so the code of the page
 * they open is gone.
 * Reproduced by failing every script and style request once the home page has hydrated, then clicking "Pricing".
 */
import type { Page } from '@playwright/test';
import { expect, STILL_PAGES, test, visit } from '../support/fixtures.ts';

/** From now on every script and style request fails, as for files a deploy has replaced. */
async function removeTheOldCode(page: Page): Promise<string[]> {
  const failed: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname),
    (route) => {
      failed.push(new URL(route.request().url()).pathname);
      return route.abort('failed');
    },
  );
  return failed;
}

const pricingLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true });

test.use(STILL_PAGES);

test.describe('a click after a deploy', () => {
  test('opens the target page from its prerendered HTML instead of reloading the current one', async ({
    page,
    guard,
  }) => {
    // The provoked failures and what the browser and the router log about them are expected here.
    guard.allow(/\/assets\/|Failed to fetch|dynamically imported module|net::ERR_FAILED/);
    await visit(page, '/');
    const failed = await removeTheOldCode(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });

    await pricingLink(page).click();

    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing/i);
    expect(failed.some((path) => path.endsWith('.js'))).toBe(true);
    // A document navigation to the target, never a reload of the home page.
    expect(documents).toEqual(['/pricing']);
  });

  test("shows the 'Something Went Wrong' page when the target page cannot be loaded either", async ({
    page,
    guard,
  }) => {
    guard.allow(
      /\/assets\/|\/pricing|Failed to fetch|dynamically imported module|could not be loaded|net::ERR_FAILED/,
    );
    await visit(page, '/');
    await removeTheOldCode(page);
    await page.route(
      (url) => url.pathname === '/pricing' || url.pathname === '/pricing/',
      (route) => route.abort('failed'),
    );

    await pricingLink(page).click();

    await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });
});
