/**
 * Every public route loads cleanly at 1280 px: 200, its own page, no console error, no failed request, nothing leaving
 * 127.0.0.1 (the automatic guard fixture checks those three on every test); the current nav link is marked; once every
 * section is revealed, axe finds no violation (the same scan as a11y.spec.ts, in the same visit); unknown paths get the
 * 404 page with status 404; the icons answer 200 with their types.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../support/fixtures.ts';
import { axeViolations } from '../support/axe.ts';
import { networkQuiet } from '../support/network-quiet.ts';
import { revealEverything } from '../support/page-motion.ts';
import { NAV_LINKS, PUBLIC_ROUTES, type PublicRoute } from '../support/routes.ts';

/** The current header link is marked (aria-current) and styled unlike the others; no other link is marked. */
async function expectNavHighlight(page: Page, route: PublicRoute) {
  const nav = page.getByRole('banner').getByRole('navigation');
  for (const link of NAV_LINKS) {
    const element = nav.getByRole('link', { name: link.label, exact: true });
    // The page's own link is the current page; on a service detail page the Services link marks the current
    // section (aria-current "true" or "page" are both right there).
    if (link.label === route.nav)
      await expect(element).toHaveAttribute(
        'aria-current',
        link.href === route.path ? 'page' : /^(page|true)$/,
      );
    else await expect(element).not.toHaveAttribute('aria-current', /.+/);
  }
  if (route.nav === null) return;
  // The highlight is visible, not only announced: the current link is styled unlike the others.
  const styleOf = (label: string) =>
    nav.getByRole('link', { name: label, exact: true }).evaluate((element) => {
      const style = getComputedStyle(element);
      return [
        style.color,
        style.backgroundColor,
        style.borderBottomColor,
        style.textDecorationLine,
        style.fontWeight,
        style.boxShadow,
      ].join('|');
    });
  const other = NAV_LINKS.find((link) => link.label !== route.nav)?.label ?? 'Home';
  expect(await styleOf(route.nav)).not.toBe(await styleOf(other));
}

// One visit per route checks the clean load, the navigation highlight and axe at 1280 px.
test.describe('every public route loads cleanly, highlights its navigation link and passes axe', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} loads with status 200, its heading and nothing external, marks ${route.nav ?? 'no'} header link as current, and has no axe violations at 1280 px`, async ({
      page,
      guard,
    }) => {
      const status = await visit(page, route.path);
      expect(status).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S/);
      // Layout: header, main landmark, footer with the current year.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      // Scroll the whole page so lazily revealed content and anything loaded on view is requested too.
      await revealEverything(page);
      await networkQuiet(page);
      expect(guard.externalRequests).toEqual([]);
      expect(guard.unexpected()).toEqual([]);

      await expectNavHighlight(page, route);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('/admin (client-rendered, outside the layout) loads without errors', async ({ page }) => {
    const status = await visit(page, '/admin');
    expect(status).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  });
});

// The icons the build draws from the SVG favicon, served by the host with their types (browsers ask for /favicon.ico
// unlinked; iOS for the touch icon the pages link).
test.describe('icons', () => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/favicon.svg', 'image/svg+xml'],
  ] as const) {
    test(`${path} answers 200 as ${type}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(type);
      expect((await response.body()).length).toBeGreaterThan(100);
    });
  }
});

test.describe('404 page', () => {
  for (const path of ['/this-page-does-not-exist', '/services/not-a-service']) {
    test(`${path} answers 404 with the Page Not Found page and its links`, async ({
      page,
      guard,
    }) => {
      // The browser logs the document's own 404 status as a console error: that one is the point of the test.
      guard.allow(new RegExp(`(status of 404 .*@ \\S+${path}$)|(HTTP 404: GET \\S+${path}$)`));
      const status = await visit(page, path);
      expect(status).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(
        page.getByText("The page you're looking for doesn't exist or has been moved."),
      ).toBeVisible();
      const main = page.getByRole('main');
      const hrefs = await main
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of ['/', '/services', '/pricing', '/about', '/contact'])
        expect(hrefs, `404 page links to ${href}`).toContain(href);
      await expect(page).toHaveTitle(/Page Not Found/);
      // Its links work: back to the home page.
      await main.getByRole('link', { name: /home/i }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Precision Design/i);
    });
  }
});
