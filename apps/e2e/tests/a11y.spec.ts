/**
 * axe-core on every public route at 390 px and 1280 px, and with the mobile menu open: zero violations of WCAG 2.0/2.1
 * A and AA and axe's best practices. Pages come from `browser.newContext()` (a viewport of their own), in the
 * state a visitor reaches: hydrated, every section scrolled into view and revealed.
 */
import type AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { axeOn } from '../support/axe.ts';
import { expect, test, visit, visitorAddress, type Guard } from '../support/fixtures.ts';
import { animationsFinished, scrollThrough } from '../support/page-motion.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describe(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target.join(' ')}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}` : ''),
    ),
  );
}

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

/** Scrolls through the page so every section has been seen (and revealed), then back to the top. */
async function revealEverything(page: Page) {
  // A section that hydrates after a pass has gone by mounts hidden below the fold: pass again until every section
  // has been seen (a reveal with a delay needs a moment, so one extra pass may run for it too).
  await expect(async () => {
    await scrollThrough(page);
    expect(await page.locator('[data-reveal="hidden"]').count()).toBe(0);
  }).toPass({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-reveal]')].filter(
              (element) => getComputedStyle(element).opacity !== '1',
            ).length,
        ),
      { intervals: [100] },
    )
    .toBe(0);
  // A rotating carousel is scanned between cross-fades: rest the pointer on it (rotation pauses on hover).
  const carousel = page.locator('[aria-roledescription="carousel"]');
  if ((await carousel.count()) > 0) {
    await carousel.hover();
    await expect
      .poll(() =>
        carousel
          .locator('[aria-roledescription="slide"]')
          .evaluateAll((slides) =>
            slides.every((slide) => ['0', '1'].includes(getComputedStyle(slide).opacity)),
          ),
      )
      .toBe(true);
  }
}

async function scan(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return describe(results.violations);
}

for (const route of PUBLIC_ROUTES) {
  test.describe(`axe on ${route.path}`, () => {
    test('at 1280 px: no violations', async ({ browser, baseURL, guard }) => {
      const page = await openPage(browser, baseURL, guard, 1280);
      await visit(page, route.path);
      await revealEverything(page);
      expect(await scan(page)).toEqual([]);
      await page.context().close();
    });

    test('at 390 px, and with the mobile menu open: no violations', async ({
      browser,
      baseURL,
      guard,
    }) => {
      const page = await openPage(browser, baseURL, guard, 390);
      await visit(page, route.path);
      await revealEverything(page);
      const closed = await scan(page);

      await page.mouse.move(0, 0);
      await page.getByRole('button', { name: /open menu/i }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      // Let the overlay's opening transition finish before measuring contrast.
      await expect
        .poll(() => page.getByRole('dialog').evaluate((dialog) => getComputedStyle(dialog).opacity))
        .toBe('1');
      await animationsFinished(page);
      const open = await scan(page);

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
      expect(await scan(page)).toEqual([]);
      await page.context().close();
    });
  }
});
