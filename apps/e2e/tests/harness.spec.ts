/**
 * Checks of the harness itself, so a green run means something: the guard catches (and blocks) requests that leave
 * 127.0.0.1 and console errors, tells a download cancelled by leaving the page from a failed one, axe with our
 * tags does report a known violation, and the image budget counts an oversized image above a phone's fold (and not
 * a lazy one far below it).
 */
import { PNG } from 'pngjs';
import { BUDGET } from '../scripts/budget-lib.ts';
import { axeResults } from '../support/axe.ts';
import { expect, test, visit } from '../support/fixtures.ts';
import { imageBytesBeforeScroll, PHONE_CONTEXT } from '../support/image-bytes.ts';

test.describe('guard', () => {
  // The site's CSP would stop the request before the network; the guard is what is under test here.
  test.use({ bypassCSP: true });

  test('the guard blocks and records a request to another host, and records console errors', async ({
    page,
    guard,
  }) => {
    guard.allow(
      /external request: GET https:\/\/example\.com\/|ERR_BLOCKED_BY_CLIENT|harness check/,
    );
    await visit(page, '/');
    const outcome = await page.evaluate(async () => {
      console.error('harness check');
      try {
        await fetch('https://example.com/', { mode: 'no-cors' });
        return 'reached';
      } catch {
        return 'blocked';
      }
    });
    expect(outcome).toBe('blocked');
    expect(guard.externalRequests).toEqual(['external request: GET https://example.com/']);
    expect(guard.problems.some((line) => line.includes('console error: harness check'))).toBe(true);
  });
});

test('a download the browser cancels because the page moved on is not a failure; one that fails is', async ({
  page,
  guard,
}) => {
  const cancelled: string[] = [];
  page.on('requestfailed', (request) => cancelled.push(request.failure()?.errorText ?? ''));
  // The fonts are held until the page has moved on, as on a slow link where they arrive after `load`.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loading');
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  release();
  await expect.poll(() => cancelled).toContain('net::ERR_ABORTED');
  expect(guard.unexpected()).toEqual([]);

  guard.allow(/favicon\.svg/);
  await page.route('**/favicon.svg', (route) => route.abort('failed'));
  await page.evaluate(() => fetch('/favicon.svg').catch(() => undefined));
  expect(guard.problems).toContain(
    `request failed: GET ${new URL('/favicon.svg', page.url()).href} (net::ERR_FAILED)`,
  );
});

test('axe with the suite tags reports a known violation', async ({ page }) => {
  // A document of its own: the site's pages hydrate, and React would remove a node injected into them.
  await page.setContent(
    '<!DOCTYPE html><html lang="en"><head><title>axe check</title></head>' +
      '<body><main><h1>axe check</h1><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" width="32" height="32"></main></body></html>',
  );
  const results = await axeResults(page);
  expect(results.violations.map((violation) => violation.id)).toEqual(['image-alt']);
});

/** A PNG of random pixels: it compresses to about its raw size, `width × height × 4` bytes. */
function noisePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i++) png.data[i] = Math.floor(Math.random() * 256);
  return PNG.sync.write(png);
}

test.describe('image budget', () => {
  test.use(PHONE_CONTEXT);

  test('counts an oversized image above the fold, and not a lazy one far below', async ({
    page,
  }) => {
    const above = noisePng(300, 200);
    expect(above.length).toBeGreaterThan(BUDGET.phoneImageBytes);
    await page.route('**/__image-budget-check', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          '<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width">' +
          '<title>Image budget check</title></head><body>' +
          '<img src="/__above.png" width="390" height="260" alt="Above the fold">' +
          '<div style="height: 8000px"></div>' +
          '<img src="/__below.png" width="390" height="260" alt="Far below" loading="lazy">' +
          '</body></html>',
      }),
    );
    await page.route('**/__above.png', (route) =>
      route.fulfill({ contentType: 'image/png', body: above }),
    );
    await page.route('**/__below.png', (route) =>
      route.fulfill({ contentType: 'image/png', body: noisePng(10, 10) }),
    );

    const measured = await imageBytesBeforeScroll(page, '/__image-budget-check');
    expect(measured.files).toEqual([{ path: '/__above.png', bytes: above.length }]);
    expect(measured.bytes).toBeGreaterThan(BUDGET.phoneImageBytes);
  });
});
