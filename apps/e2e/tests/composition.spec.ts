/**
 * How the pages are composed at the widths visitors use: the home hero's line length and its distance from the
 * lens artwork; the header's "Start a project" action.
 */
import type { Page } from '@playwright/test';
import { expect, STILL_PAGES, test, visit } from '../support/fixtures.ts';
import { renderAllBands } from '../support/render-bands.ts';
import { PUBLIC_ROUTES } from '../support/routes.ts';

test.use(STILL_PAGES);

/** Characters per rendered line of an element's text, found from each character's box. */
async function charactersPerLine(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluate((element) => {
    const lines = new Map<number, number>();
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const top = Math.round(box.top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
    }
    return [...lines.values()];
  });
}

test.describe('home hero', () => {
  test('the lead keeps at most 65 characters a line and no text runs over the lens, from 320 to 1920 px', async ({
    page,
  }) => {
    await visit(page, '/');
    const hero = page.locator('section[aria-labelledby="hero-heading"]');
    const lead = 'section[aria-labelledby="hero-heading"] h1 + * > p';
    await expect(page.locator(lead)).toHaveText(/^We transform ideas/);
    for (const width of [
      320, 360, 390, 480, 640, 768, 900, 1024, 1100, 1180, 1280, 1366, 1440, 1600, 1920,
    ]) {
      await page.setViewportSize({ width, height: 900 });
      // The headless shell applies a new size a frame later: measure once the page lays out at it.
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const lines = await charactersPerLine(page, lead);
      expect(Math.max(...lines), `longest lead line at ${width} px`).toBeLessThanOrEqual(65);
      // The artwork: every drawing (an SVG's whole box, faint run-in light included) and every glowing circle in the
      // hero's decorative layers. No box of text or action may reach into any of them.
      const clash = await hero.evaluate((section) => {
        const decorative = [...section.querySelectorAll('[aria-hidden="true"]')];
        const drawings = decorative
          .flatMap((layer) => [layer, ...layer.querySelectorAll('*')])
          .filter((element) => element.localName === 'svg' && !element.closest('h1, a, button'))
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0 && box.height > 0);
        const circles = decorative
          .flatMap((layer) => [...layer.querySelectorAll('*')])
          .filter((element) => getComputedStyle(element).borderRadius === '50%')
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.width > 0);
        const texts = [section.querySelector('h1'), ...section.querySelectorAll('h1 + * > *')];
        for (const element of texts) {
          const box = element!.getBoundingClientRect();
          for (const drawing of drawings)
            if (
              box.left < drawing.right &&
              drawing.left < box.right &&
              box.top < drawing.bottom &&
              drawing.top < box.bottom
            )
              return `${element!.textContent} ${JSON.stringify(box)} over the drawing ${JSON.stringify(drawing)}`;
          for (const ring of circles) {
            const [cx, cy, r] = [
              ring.left + ring.width / 2,
              ring.top + ring.height / 2,
              ring.width / 2,
            ];
            const x = Math.max(box.left, Math.min(cx, box.right));
            const y = Math.max(box.top, Math.min(cy, box.bottom));
            if ((x - cx) ** 2 + (y - cy) ** 2 < r * r)
              return `${element!.textContent} ${JSON.stringify(box)} ${JSON.stringify(ring)}`;
          }
        }
        return drawings.length > 0 ? null : 'no drawing in the hero';
      });
      expect(clash, `text over the artwork at ${width} px`).toBeNull();
    }
  });
});

/** True when the element's top edge is inside the viewport, below the fixed header. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    const { top } = element.getBoundingClientRect();
    return top >= header - 1 && top < window.innerHeight;
  });
}

test.describe('"Start a project" in the header', () => {
  test('sits beside the six links on a desktop and leads to the form on /contact', async ({
    page,
  }) => {
    await visit(page, '/services');
    const banner = page.getByRole('banner');
    const action = banner.getByRole('link', { name: 'Start a project', exact: true });
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute('href', '/contact#contact-form');
    const contact = banner.getByRole('navigation').getByRole('link', { name: 'Contact' });
    const [actionBox, contactBox] = [await action.boundingBox(), await contact.boundingBox()];
    expect(actionBox!.x).toBeGreaterThan(contactBox!.x + contactBox!.width);
    expect(
      Math.abs(actionBox!.y + actionBox!.height / 2 - (contactBox!.y + contactBox!.height / 2)),
    ).toBeLessThan(2);
    await action.click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeInViewport();
    await expect.poll(() => inView(page, '#contact-form')).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('is in the menu under the six links; following it closes the menu at the form', async ({
      page,
    }) => {
      await visit(page, '/pricing');
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const dialog = page.getByRole('dialog');
      const action = dialog.getByRole('link', { name: 'Start a project', exact: true });
      await expect(action).toBeVisible();
      const last = dialog.getByRole('link', { name: 'Contact', exact: true });
      expect((await action.boundingBox())!.y).toBeGreaterThan((await last.boundingBox())!.y);
      await action.click();
      await expect(page).toHaveURL(/\/contact#contact-form$/);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeInViewport();
    });
  });
});

test.describe('/contact puts the form first', () => {
  test('on a 1280×800 desktop the whole form is on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form.getByRole('textbox', { name: /^Name/ })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeInViewport({ ratio: 1 });
  });

  test.describe('on a 390×844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the form starts on the first screen and ends within the second', async ({ page }) => {
      await visit(page, '/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const box = (await form.boundingBox())!;
      expect(box.y).toBeLessThan(844);
      expect(box.y + box.height).toBeLessThan(2 * 844);
    });
  });
});

test.describe('/pricing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('each category folds behind a toggle: the page is at most half as tall as unfolded', async ({
    page,
  }) => {
    await visit(page, '/pricing');
    const prices = page.getByRole('region', { name: 'Starting Prices by Service' });
    const toggles = prices.locator('summary');
    await expect(toggles).toHaveCount(6);
    await expect(toggles.first()).toHaveText(/^Strategic Advisory: 6 prices, from \$500$/);
    await expect(prices.getByText('Business Strategy Report')).toBeHidden();
    await renderAllBands(page);
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    const unfolded = await page.evaluate(() => {
      for (const details of document.querySelectorAll('main details'))
        details.setAttribute('open', '');
      return document.documentElement.scrollHeight;
    });
    expect(folded).toBeLessThanOrEqual(unfolded / 2);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('a category opens and closes with its toggle', async ({ page }) => {
      await page.goto('/pricing');
      const category = page.getByRole('region', { name: 'Design & UX' });
      const toggle = category.getByText('7 prices, from $800');
      await expect(category.getByText('Logo Design')).toBeHidden();
      await toggle.click();
      await expect(category.getByText('Logo Design')).toBeVisible();
      await expect(category.getByText('$800', { exact: true })).toBeVisible();
      await toggle.click();
      await expect(category.getByText('Logo Design')).toBeHidden();
    });
  });
});

test('/pricing on a desktop shows every price with no toggle', async ({ page }) => {
  await visit(page, '/pricing');
  const prices = page.getByRole('region', { name: 'Starting Prices by Service' });
  for (const toggle of await prices.locator('summary').all()) await expect(toggle).toBeHidden();
  await expect(prices.getByText('Business Strategy Report')).toBeVisible();
  await expect(prices.getByText('$25,000', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Ways to Save' })
      .getByText('Who qualifies', { exact: true })
      .first(),
  ).toBeVisible();
});

/**
 * Cards (boxes with a border, rounded corners and a surface) that share a row with a sibling card but end much
 * higher: the empty space under them reads as a hole in the layout.
 */
async function cardHoles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const isCard = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        parseFloat(style.borderTopWidth) >= 1 &&
        style.borderTopStyle !== 'none' &&
        parseFloat(style.borderTopLeftRadius) > 0 &&
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' &&
        (element as HTMLElement).offsetHeight > 0
      );
    };
    const holes: string[] = [];
    for (const parent of document.querySelectorAll('main *')) {
      const cards = [...parent.children].filter(isCard);
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top + window.scrollY);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      for (const row of rows.values()) {
        const heights = row.map((card) => card.getBoundingClientRect().height);
        const tallest = Math.max(...heights);
        row.forEach((card, index) => {
          if (tallest - heights[index]! > 120)
            holes.push(
              `"${(card.textContent ?? '').trim().slice(0, 40)}": ${Math.round(heights[index]!)} px beside ${Math.round(tallest)} px`,
            );
        });
      }
    }
    return holes;
  });
}

test.describe('no layout holes at 1280 px', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path}: no card ends far above the card beside it`, async ({ page }) => {
      await visit(page, route.path);
      expect(await cardHoles(page)).toEqual([]);
    });
  }
});

test.describe('/process: the six steps under the lens', () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'with JavaScript off', () => {
      test.use({ javaScriptEnabled });

      test('each step leads to where it is told, its heading in view below the header', async ({
        page,
      }) => {
        if (javaScriptEnabled) await visit(page, '/process');
        else await page.goto('/process');
        const links = page
          .getByRole('region', { name: 'The six steps at a glance' })
          .getByRole('link');
        await expect(links).toHaveCount(6);
        for (const index of [1, 4]) {
          const link = links.nth(index);
          const title = (await link.textContent())!.replace(/^\d+/, '');
          await link.click();
          await expect(page).toHaveURL(new RegExp(`#step-0${index + 1}$`));
          const heading = page
            .getByRole('region', { name: 'Our Methodology' })
            .getByRole('heading', { level: 3, name: title });
          await expect(heading).toBeInViewport({ ratio: 1 });
          const headerBottom = await page
            .getByRole('banner')
            .evaluate((header) => header.getBoundingClientRect().bottom);
          expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
        }
      });
    });
  }
});
