/**
 * What a visitor sees when the network is slow or fails:
 * - 'Loading {page}...' while a client-side navigation waits for the page's code or data;
 * - the 'Something Went Wrong' page when the data of the page being opened cannot be loaded, with Try Again (reload),
 *   Go Home and a link to /contact;
 * - the component-level 'Component Error' fallback with Retry when a lazily loaded section's code fails to arrive.
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

/** The page's own files: `/x.data` or the route module chunk `/assets/<name>-<hash>.js`. */
function pageRequest(dataPath: string, chunk: string) {
  return (url: URL) =>
    url.pathname === dataPath || new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(url.pathname);
}

test.use(STILL_PAGES);

const LOADING_CASES = [
  {
    from: '/',
    link: 'Pricing',
    label: 'Loading Pricing...',
    data: '/pricing.data',
    chunk: 'pricing',
    heading: /pricing/i,
  },
  {
    from: '/',
    link: 'Services',
    label: 'Loading Services...',
    data: '/services.data',
    chunk: 'services',
    heading: /services/i,
  },
  {
    from: '/pricing',
    link: 'Process',
    label: 'Loading Process...',
    data: '/process.data',
    chunk: 'process',
    heading: /process/i,
  },
  {
    from: '/pricing',
    link: 'About',
    label: 'Loading About...',
    data: '/about.data',
    chunk: 'about',
    heading: /./,
  },
  {
    from: '/about',
    link: 'Contact',
    label: 'Loading Contact...',
    data: '/contact.data',
    chunk: 'contact',
    heading: /./,
  },
  {
    from: '/contact',
    link: 'Home',
    label: 'Loading Home...',
    data: '/_.data',
    chunk: 'home',
    heading: /Precision/,
  },
] as const;

test.describe("'Loading {page}...' during a slow page load", () => {
  for (const item of LOADING_CASES) {
    test(`${item.from} → ${item.link} shows '${item.label}' until the page arrives`, async ({
      page,
    }) => {
      await visit(page, item.from);
      const slow = gate(page, pageRequest(item.data, item.chunk));
      await slow.install();
      await page.getByRole('banner').getByRole('link', { name: item.link, exact: true }).click();
      const status = page.getByRole('status').filter({ hasText: item.label });
      await expect(status).toBeVisible();
      await expect(page.getByText(item.label, { exact: true })).toBeVisible();
      expect(slow.held.length).toBeGreaterThan(0);
      slow.release();
      await expect(status).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.heading);
      await expect(
        page.getByRole('banner').getByRole('link', { name: item.link, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
    });
  }

  test("a service detail page opened from /services shows 'Loading Design & User Experience...'", async ({
    page,
  }) => {
    await visit(page, '/services');
    const slow = gate(page, pageRequest('/services/design-ux.data', 'service-detail'));
    await slow.install();
    await page.getByRole('link', { name: /Learn More.*Design & User Experience/ }).click();
    await expect(
      page.getByText('Loading Design & User Experience...', { exact: true }),
    ).toBeVisible();
    slow.release();
    await expect(page).toHaveURL(/\/services\/design-ux$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Design & User Experience');
  });
});

test.describe("'Something Went Wrong' page", () => {
  for (const failure of ['aborted', 'HTTP 500'] as const) {
    test(`when the next page's data fails (${failure}): fallback, Try Again reloads, Go Home and contact links`, async ({
      page,
      guard,
    }) => {
      // The provoked failure and the error it logs are expected here.
      guard.allow(/pricing\.data/);
      guard.allow(/Failed to fetch|status of 500|net::ERR_FAILED/);
      await visit(page, '/');
      const fail = (route: Route) =>
        failure === 'aborted'
          ? route.abort('failed')
          : route.fulfill({ status: 500, body: 'Server error' });
      await page.route((url) => url.pathname === '/pricing.data', fail);
      await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();

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

      // The network is back: Try Again reloads the page the visitor asked for.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const reload = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await reload;
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing/i);
      await expect(page.getByRole('heading', { name: 'Something Went Wrong' })).toHaveCount(0);
    });
  }

  test('Go Home leaves the fallback for the home page', async ({ page, guard }) => {
    guard.allow(/about\.data|Failed to fetch|net::ERR_FAILED/);
    await visit(page, '/');
    await page.route(
      (url) => url.pathname === '/about.data',
      (route) => route.abort('failed'),
    );
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
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
      moduleClosure([...refs.scripts, ...refs.deferredScripts], (file) => {
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
      guard.allow(/ContactForm|dynamically imported module|net::ERR_FAILED|section failed/);
      const failed = await failLazyCode(page, path);
      await visit(page, path);
      expect(failed.length, 'the page requested lazily loaded code').toBeGreaterThan(0);
      const fallback = page.getByRole('alert').filter({ hasText: 'Component Error' });
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
      guard.allow(/ContactForm|dynamically imported module|net::ERR_FAILED|section failed/);
      // Once Retry renders the form, React reports (error #422) that the form's Suspense boundary could not hydrate
      // and was rendered on the client instead: the provoked failure, recovered from.
      guard.allow(/React error #422/);
      await failLazyCode(page, path);
      await visit(page, path);
      const fallback = page.getByRole('alert').filter({ hasText: 'Component Error' });
      await expect(fallback).toBeVisible();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Component Error' })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });
  }
});
