/**
 * Checks of the harness itself, so a green run means something: the guard catches (and blocks) requests that leave
 * 127.0.0.1 and console errors, and axe with our tags does report a known violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from '../support/fixtures.ts';

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

test('axe with the suite tags reports a known violation', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await visit(page, '/');
  // A sized, decoded image: axe leaves out images it cannot see yet (still loading, zero size).
  await page.evaluate(async () => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    img.width = 32;
    img.height = 32;
    document.querySelector('main')?.append(img);
    await img.decode();
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toContain('image-alt');
  await context.close();
});
