/**
 * A click after a deploy must still open the page: the visitor's tab predates the deploy, so the code it loaded is
 * gone. Following a link is a document load of the prerendered page, which never needed that code.
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
    // The provoked failures and what the browser logs about them are expected here.
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
    // A document navigation to the target (possibly prerendered on hover, where its request is the prerender's),
    // never a reload of the home page.
    expect(documents.filter((path) => path !== '/pricing')).toEqual([]);
    expect(
      await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
      ),
    ).toBe('navigate');
  });
});
