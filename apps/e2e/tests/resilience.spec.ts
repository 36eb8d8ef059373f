/**
 * What a visitor sees when the network is slow or fails:
 * - 'Loading {page}...' while a client-rendered screen (/admin) waits for its code; public pages are prerendered
 *   documents, opened by document loads, with nothing to wait for;
 * - the 'Something Went Wrong' page when the code of the screen being opened cannot be loaded, with Try Again
 *   (reload), Go Home and a link to /contact;
 * - the component-level 'Component Error' fallback with Retry when an island's code fails to arrive.
 * The failures are provoked the way a visitor meets them (a request that hangs or fails), never through product hooks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { htmlReferences, moduleClosure } from '../scripts/budget-lib.ts';
import { expect, STILL_PAGES, test, visit } from '../support/fixtures.ts';

/** Holds matching requests until `release()`; records that one arrived. */
function gate(page: Page, match: (url: URL) => boolean) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const held: string[] = [];
  const handler = async (route: Route) => {
    held.push(route.request().url());
    await opened;
    await route.continue().catch(() => undefined);
  };
  return {
    held,
    install: () => page.route(match, handler),
    release: () => open(),
  };
}

/** /admin's screens and data functions: the chunk its route loads on demand (`/assets/AdminScreen-<hash>.js`). */
const adminCode = (url: URL) => /^\/assets\/AdminScreen-[\w-]+\.js$/.test(url.pathname);

test.use(STILL_PAGES);

test.describe("'Loading {page}...' while a client-rendered screen loads", () => {
  test("/admin shows 'Loading Admin...' until its code arrives", async ({ page }) => {
    const slow = gate(page, adminCode);
    await slow.install();
    await page.goto('/admin');
    const status = page.getByRole('status').filter({ hasText: 'Loading Admin...' });
    await expect(status).toBeVisible();
    await expect.poll(() => slow.held.length).toBeGreaterThan(0);
    await expect(status).toBeVisible();
    slow.release();
    await expect(status).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe("'Something Went Wrong' page", () => {
  for (const failure of ['aborted', 'HTTP 500'] as const) {
    test(`when /admin's code fails (${failure}): fallback, Try Again reloads, Go Home and contact links`, async ({
      page,
      guard,
    }) => {
      // The provoked failure and the error it logs are expected here.
      guard.allow(/AdminScreen|dynamically imported module|status of 500|net::ERR_FAILED/);
      const fail = (route: Route) =>
        failure === 'aborted'
          ? route.abort('failed')
          : route.fulfill({ status: 500, body: 'Server error' });
      await page.route(adminCode, fail);
      await page.goto('/admin');

      await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
      await expect(
        page.getByText(
          "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      const contactLinks = await page
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(contactLinks).toContain('/contact');

      // The network is back: Try Again reloads the screen the visitor asked for.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const reload = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await reload;
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toHaveCount(0);
    });
  }

  test('Go Home leaves the fallback for the home page', async ({ page, guard }) => {
    guard.allow(/AdminScreen|dynamically imported module|net::ERR_FAILED/);
    await page.route(adminCode, (route) => route.abort('failed'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Precision/);
  });
});

test.describe("component-level 'Component Error' fallback", () => {
  /**
   * Everything the prerendered HTML references loads; code the page fetches later (the contact form's chunk) fails,
   * as on a flaky connection. Returns the URLs that were failed.
   */
  async function failLazyCode(page: Page, path: string): Promise<string[]> {
    const html = await (await page.request.get(path)).text();
    // What the page's HTML loads: its scripts, the modules its app start imports, and everything they import
    // statically.
    const siteDir = process.env.E2E_SITE_DIR;
    if (!siteDir)
      throw new Error('E2E_SITE_DIR is not set: run the suites through playwright.config.ts.');
    const refs = htmlReferences(html);
    const referenced = new Set(
      moduleClosure(refs.scripts, (file) => {
        const onDisk = join(siteDir, file);
        return existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : null;
      }),
    );
    const failed: string[] = [];
    await page.route(
      (url) =>
        url.pathname.startsWith('/assets/') &&
        url.pathname.endsWith('.js') &&
        !referenced.has(url.pathname),
      (route) => {
        failed.push(route.request().url());
        return route.abort('failed');
      },
    );
    return failed;
  }

  for (const { path, section } of [
    { path: '/contact', section: 'Contact Form' },
    { path: '/', section: 'Start a Project' },
  ]) {
    test(`${path}: when the contact form's code fails to load, its section shows 'Component Error' and the page keeps working`, async ({
      page,
      guard,
    }) => {
      guard.allow(
        /ContactForm|TestimonialCarousel|dynamically imported module|net::ERR_FAILED|section failed/,
      );
      const failed = await failLazyCode(page, path);
      await visit(page, path);
      // The islands' code is requested as their script runs, which can be after the page's network went quiet.
      await expect
        .poll(() => failed.length, { message: 'the page requested lazily loaded code' })
        .toBeGreaterThan(0);
      // Each island whose code failed shows its own fallback (on /, the carousel's too).
      const fallback = page
        .getByRole('alert')
        .filter({ hasText: 'Component Error' })
        .filter({ hasText: `${section} component encountered an error.` });
      await expect(fallback).toBeVisible();
      await expect(fallback).toContainText(`${section} component encountered an error.`);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      // Only that section failed: the page around it still works.
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test(`${path}: Retry brings the contact form back once the network is back`, async ({
      page,
      guard,
    }) => {
      guard.allow(
        /ContactForm|TestimonialCarousel|dynamically imported module|net::ERR_FAILED|section failed/,
      );
      await failLazyCode(page, path);
      await visit(page, path);
      const fallback = page
        .getByRole('alert')
        .filter({ hasText: 'Component Error' })
        .filter({ hasText: `${section} component encountered an error.` });
      await expect(fallback).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(fallback).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  }
});
