/**
 * Waiting on the page's own motion instead of fixed sleeps: scroll steps paced by rendered frames (the reveal
 * observers run on frames), and the end of the animations and transitions running right now.
 */
import { expect, type Page } from '@playwright/test';

/**
 * Scrolls from the top to the bottom a screen at a time, letting two frames render at each position so intersection
 * observers see it, then back to the top. Every part of the page is on screen at one of the positions, and that is
 * enough for a reveal (ui's Reveal asks for at most half of what can be in view of its element; half-screen steps
 * cost more CPU per pass and reveal nothing more). Headless Chromium on a loaded machine now and
 * then stops scheduling frames for a page for seconds; a position is then left after 250 ms (a cap on the wait, not a
 * sleep: it only runs out when no frame comes), and the callers' retries look again.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
  });
}

/**
 * Resolves once every finite animation or transition running in the document has finished. Animations driven by the
 * scroll position (the header, the progress bar) follow the page, not the clock: they never finish and are left out.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Brings the page to the state a visitor reaches: every section scrolled into view and revealed (at full opacity),
 * back at the top, a rotating carousel resting under the pointer between cross-fades.
 */
export async function revealEverything(page: Page) {
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
