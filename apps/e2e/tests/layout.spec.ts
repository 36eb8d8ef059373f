/**
 * The shared layout as a visitor meets it: the header turns opaque past 50 px of scroll, the mobile
 * menu at 390 px, the booking link opens a new tab, reveal animations respect reduced motion.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../support/fixtures.ts';
import { BOOKING_LINK_NAME, NAV_LINKS } from '../support/routes.ts';

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

/** What makes the header look opaque or transparent: its background colour's alpha and its backdrop filter. */
async function headerLook(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header);
    const backdrop = style.backdropFilter || style.getPropertyValue('-webkit-backdrop-filter');
    const rgba = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(/[\s,/]+/) ?? [];
    const alpha = rgba.length === 4 ? Number(rgba[3]) : rgba.length === 3 ? 1 : 0;
    return {
      alpha,
      blurred: /blur\(/.test(backdrop),
      position: style.position,
    };
  });
}

test.describe('header', () => {
  test('is fixed, transparent up to 50 px of scroll and opaque with a blur past it', async ({
    page,
  }) => {
    await visit(page, '/');
    const top = await headerLook(page);
    expect(top.position).toBe('fixed');
    expect(top.blurred).toBe(false);
    expect(top.alpha).toBe(0);
    for (const y of [0, 25, 50]) {
      await scrollTo(page, y);
      await expect.poll(() => headerLook(page)).toMatchObject({ alpha: 0, blurred: false });
    }
    await scrollTo(page, 51);
    await expect.poll(() => headerLook(page)).toMatchObject({ blurred: true });
    // Opaque once its transition has run: a (nearly) solid dark background.
    await expect.poll(async () => (await headerLook(page)).alpha).toBeGreaterThanOrEqual(0.7);
    expect((await headerLook(page)).alpha).toBeGreaterThan(top.alpha);
    // And back.
    await scrollTo(page, 50);
    await expect.poll(() => headerLook(page)).toMatchObject({ alpha: 0, blurred: false });
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens a full-screen list of the six links; Escape and the close button close it and focus returns', async ({
    page,
  }) => {
    await visit(page, '/pricing');
    const banner = page.getByRole('banner');
    // The desktop links give way to the menu button.
    await expect(
      banner.getByRole('navigation').getByRole('link', { name: 'Pricing', exact: true }),
    ).toBeHidden();
    const menuButton = banner.getByRole('button', { name: /open menu/i });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Full-screen overlay.
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    expect(box?.height).toBeGreaterThanOrEqual(843);
    for (const link of NAV_LINKS)
      await expect(dialog.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    await expect(dialog.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Focus moved into the dialog.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /close menu/i }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: /open menu/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('booking link', () => {
  for (const path of ['/', '/contact', '/process']) {
    test(`on ${path} opens the external scheduling page in a new tab`, async ({
      page,
      context,
    }) => {
      await visit(page, path);
      // The scheduler is a third-party site: answer it locally so nothing leaves the machine.
      await context.route(
        (url) => url.hostname.endsWith('calendly.com'),
        (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<title>Scheduler</title><h1>Scheduler stub</h1>',
          }),
      );
      const link = page.getByRole('link', { name: BOOKING_LINK_NAME }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(/^https:\/\/calendly\.com\//);
      // The site stays open in its own tab.
      expect(page.url()).toContain(path === '/' ? '' : path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await popup.close();
    });
  }
});

/**
 * Text blocks in main (outside hidden carousel slides) whose effective opacity (own × ancestors) is below 1; with
 * `inView`, only those lying wholly inside the viewport.
 */
async function hiddenTextBlocks(page: Page, { inView = false } = {}): Promise<string[]> {
  return page.getByRole('main').evaluate((main, onlyInView) => {
    const hidden: string[] = [];
    for (const element of main.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, p, li, a, button, label',
    )) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (element.getClientRects().length === 0) continue;
      const rect = element.getBoundingClientRect();
      if (onlyInView && (rect.top < 0 || rect.bottom > window.innerHeight)) continue;
      let opacity = 1;
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      if (opacity < 0.99)
        hidden.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 50)}" opacity ${opacity.toFixed(2)}`,
        );
    }
    return hidden;
  }, inView);
}

const REVEAL_ROUTES = ['/', '/services', '/process', '/pricing', '/about', '/contact'];

test.describe('reveal animations', () => {
  test.describe('under prefers-reduced-motion: reduce', () => {
    test.use({ reducedMotion: 'reduce' });
    for (const path of REVEAL_ROUTES) {
      test(`${path} shows every section at full opacity right after load, without scrolling`, async ({
        page,
      }) => {
        await visit(page, path);
        expect(await hiddenTextBlocks(page)).toEqual([]);
      });
    }
  });

  test.describe('with motion', () => {
    for (const path of REVEAL_ROUTES) {
      test(`${path} reveals every section once scrolled into view (nothing stays hidden)`, async ({
        page,
      }) => {
        await visit(page, path);
        const { height, viewport } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          viewport: window.innerHeight,
        }));
        // Half a screen at a time: whatever is wholly on screen fades in (threshold 10 %, delays of 100/300 ms
        // per item and the fade itself).
        for (let y = 0; y < height; y += Math.round(viewport / 2)) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          await expect
            .poll(() => hiddenTextBlocks(page, { inView: true }), {
              message: `content on screen at scrollY ${y}`,
              timeout: 10_000,
              intervals: [100],
            })
            .toEqual([]);
        }
      });
    }
  });
});
