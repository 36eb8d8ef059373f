/**
 * The stateful parts of the pages: the hero stagger (300/600/900 ms), service card hover, the testimonial carousel
 * (6000 ms rotation through 3 entries, dots set the slide), the one-open service panels on /services and the
 * multi-open FAQs on /process and /pricing.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, visit } from '../support/fixtures.ts';

const START = new Date('2026-03-02T09:00:00Z');

function carousel(page: Page): Locator {
  return page.locator('[aria-roledescription="carousel"]');
}

/** Home, scrolled to Client Words as a visitor reaches it: the carousel's island starts as it nears the viewport. */
async function reachCarousel(page: Page): Promise<void> {
  await visit(page, '/');
  const island = page.locator('[data-island]', { has: carousel(page) });
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-running');
}

/** The slide a visitor sees: the one not hidden from them, at full opacity once the cross-fade is over. */
async function shownSlide(page: Page): Promise<string | null> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => {
      const shown = slides.filter(
        (slide) => slide.getAttribute('aria-hidden') !== 'true' && !slide.hasAttribute('inert'),
      );
      return shown.length === 1 ? (shown[0]?.getAttribute('aria-label') ?? null) : null;
    });
}

async function slideOpacities(page: Page): Promise<string[]> {
  return carousel(page)
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.map((slide) => getComputedStyle(slide).opacity));
}

test.describe('home hero', () => {
  test('eyebrow, headline and lead appear in a 300/600/900 ms stagger and end fully visible', async ({
    page,
  }) => {
    await visit(page, '/');
    const hero = page.getByRole('main').locator('section').first();
    const delays = await hero.evaluate((section) =>
      section
        .getAnimations({ subtree: true })
        .map((animation) => Number(animation.effect?.getTiming().delay ?? 0))
        .filter((delay) => delay > 0),
    );
    for (const delay of [300, 600, 900]) expect(delays).toContain(delay);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('opacity', '1');
    await expect(page.getByRole('link', { name: /explore/i }).first()).toHaveAttribute(
      'href',
      '/services',
    );
  });
});

test.describe('Our Services cards', () => {
  test('six cards; hovering a card highlights its icon', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Our Services' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(6);
    const card = cards.first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveCSS('opacity', '1');
    const iconLook = () =>
      card
        .locator('svg')
        .first()
        .evaluate((svg) => {
          const box = svg.parentElement as HTMLElement;
          const style = getComputedStyle(box);
          return [style.color, style.backgroundImage, style.backgroundColor, style.boxShadow].join(
            '|',
          );
        });
    await page.mouse.move(0, 0);
    const before = await iconLook();
    await card.hover();
    await expect.poll(iconLook).not.toBe(before);
    await page.mouse.move(0, 0);
    await expect.poll(iconLook).toBe(before);
  });
});

test.describe('Client Words carousel', () => {
  test.beforeEach(async ({ page }) => {
    // Fake time from before the page exists, paused: the rotation timer starts at a known instant.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1_000));
  });

  test('rotates through the 3 testimonials every 6000 ms', async ({ page }) => {
    await reachCarousel(page);
    await page.mouse.move(0, 0);
    await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(3);
    await expect.poll(() => shownSlide(page)).toBe('1 of 3');
    await page.clock.runFor(5_999);
    expect(await shownSlide(page)).toBe('1 of 3');
    await page.clock.runFor(1);
    await expect.poll(() => shownSlide(page)).toBe('2 of 3');
    // The cross-fade (1000 ms CSS transition) ends with only the new slide visible.
    await expect.poll(() => slideOpacities(page)).toEqual(['0', '1', '0']);
    await page.clock.runFor(6_000);
    await expect.poll(() => shownSlide(page)).toBe('3 of 3');
    await page.clock.runFor(6_000);
    await expect.poll(() => shownSlide(page)).toBe('1 of 3');
    await expect(carousel(page).getByRole('figure')).toHaveCount(1);
  });

  test('the dots set the slide', async ({ page }) => {
    await reachCarousel(page);
    for (const n of [3, 1, 2]) {
      const dot = carousel(page).getByRole('button', { name: `Go to slide ${n}` });
      await dot.click();
      await expect.poll(() => shownSlide(page)).toBe(`${n} of 3`);
      await expect(dot).toHaveAttribute('aria-current', 'true');
      await expect(
        carousel(page).locator('button[aria-current="true"]'),
        'exactly one dot is current',
      ).toHaveCount(1);
    }
  });
});

/** The questions and panel headers inside main: native `<details>`, opened by their `<summary>`. */
/** The items of the page's accordions (on /pricing the price categories fold on phones: those are `<details>` too). */
function accordionItems(page: Page): Locator {
  return page.getByRole('main').locator('[data-accordion-root] details');
}

async function openStates(items: Locator): Promise<boolean[]> {
  return items.evaluateAll((elements) =>
    elements.map((details) => (details as HTMLDetailsElement).open),
  );
}

/** What the item shows under its summary. */
function panelOf(item: Locator): Locator {
  return item.locator('summary + *');
}

test.describe('service panels on /services', () => {
  test('one "Process & Technologies" panel open at a time, toggled by click', async ({ page }) => {
    await visit(page, '/services');
    const items = accordionItems(page).filter({
      has: page.locator('summary', { hasText: /Process & Technologies/ }),
    });
    await expect(items).toHaveCount(6);
    expect(await openStates(items)).toEqual(Array(6).fill(false));

    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator('summary').click();
    await expect.poll(() => openStates(items)).toEqual([true, ...Array(5).fill(false)]);
    const firstPanel = panelOf(first);
    await expect(firstPanel).toBeVisible();
    // Five process steps and the key technologies.
    await expect(firstPanel.getByRole('list').first().getByRole('listitem')).toHaveCount(5);
    await expect(firstPanel.getByRole('list')).not.toHaveCount(0);

    await second.locator('summary').click();
    await expect.poll(() => openStates(items)).toEqual([false, true, ...Array(4).fill(false)]);
    await expect(firstPanel).toBeHidden();
    await expect(panelOf(second)).toBeVisible();

    await second.locator('summary').click();
    await expect.poll(() => openStates(items)).toEqual(Array(6).fill(false));
    await expect(panelOf(second)).toBeHidden();
  });
});

for (const { path, count } of [
  { path: '/process', count: 6 },
  { path: '/pricing', count: null },
]) {
  test.describe(`FAQ on ${path}`, () => {
    test('several questions may be open at once; each toggles independently', async ({ page }) => {
      await visit(page, path);
      const items = accordionItems(page);
      if (count !== null) await expect(items).toHaveCount(count);
      else await expect.poll(() => items.count()).toBeGreaterThanOrEqual(3);
      const total = await items.count();
      const closed: boolean[] = Array(total).fill(false);

      await items.nth(0).locator('summary').click();
      await items.nth(2).locator('summary').click();
      await expect
        .poll(() => openStates(items))
        .toEqual(closed.map((state, index) => index === 0 || index === 2 || state));
      const firstPanel = panelOf(items.nth(0));
      const thirdPanel = panelOf(items.nth(2));
      await expect(firstPanel).toBeVisible();
      await expect(thirdPanel).toBeVisible();
      await expect(firstPanel).not.toBeEmpty();

      await items.nth(0).locator('summary').click();
      await expect
        .poll(() => openStates(items))
        .toEqual(closed.map((state, index) => index === 2 || state));
      await expect(firstPanel).toBeHidden();
      await expect(thirdPanel).toBeVisible();

      // Keyboard works too: Enter toggles the focused question.
      await items.nth(1).locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(items.nth(1)).toHaveAttribute('open', '');
      await expect(items.nth(2)).toHaveAttribute('open', '');
    });
  });
}
