/**
 * Everything a visitor needs works before and without JavaScript: with scripts off, reading every page, the mobile
 * menu, FAQ answers and the contact form (posted to the contact function, which answers 303 to a prerendered page);
 * with scripts held back for 3 s, nothing the visitor did meanwhile is lost when they arrive.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test, visitorEmail, waitForHydration } from '../support/fixtures.ts';
import { NAV_LINKS, PUBLIC_ROUTES } from '../support/routes.ts';
import { axeViolations } from '../support/axe.ts';

const SENT_TEXT = "Message sent successfully! We'll get back to you within 24 hours.";
const INVALID_EMAIL_TEXT = 'Please enter a valid email address';
const MESSAGE = 'We would like a new website for our bakery, with online orders.';

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Send Us a Message' });
}

/**
 * axe over the document `page` shows, at its size. axe needs timers, which do not run while scripts are off: the same
 * document (it has no scripts of its own) is scanned in a context where they run, at an address of the same origin.
 */
async function axeViolationsOfDocument(browser: Browser, page: Page): Promise<string[]> {
  const html = await page.content();
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  });
  try {
    const copy = await context.newPage();
    const address = new URL('/__not-sent-copy', page.url()).href;
    await copy.route(address, (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await copy.goto(address);
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}

/** The form on the "not sent" page the contact function answers a failed post with. */
function notSentForm(page: Page) {
  return page.getByRole('form', { name: 'Your Message' });
}

/** That page's status (422 for the fields): the guard counts every status from 400 as a problem. */
const FORM_ERROR_ANSWER =
  /^HTTP 422: POST \S+\/functions\/v1\/send-contact-email$|status of 422 .*send-contact-email$/;

async function fillContactForm(
  page: Page,
  values: { name: string; email: string; message: string },
) {
  const form = contactForm(page);
  await form.getByRole('textbox', { name: /^Name/ }).fill(values.name);
  await form.getByRole('textbox', { name: /^Email/ }).fill(values.email);
  await form.getByRole('textbox', { name: /^Message/ }).fill(values.message);
  return form;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page reads complete: its heading, its text, nothing left for a script to reveal', async ({
    page,
  }) => {
    for (const route of PUBLIC_ROUTES) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, route.path).toBeGreaterThan(300);
      await expect(page.locator('[hidden][id^="S:"]'), route.path).toHaveCount(0);
    }
    for (const path of ['/', '/contact']) {
      await page.goto(path);
      const form = page.locator('form[data-contact-form]');
      await expect(form.getByRole('textbox')).toHaveCount(3);
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
    }
  });

  test('the header turns opaque with a blur past 50 px of scroll (in CSS)', async ({ page }) => {
    await page.goto('/about');
    const look = () =>
      page.getByRole('banner').evaluate((header) => {
        const style = getComputedStyle(header);
        return { background: style.backgroundColor, blurred: /blur\(/.test(style.backdropFilter) };
      });
    const top = await look();
    expect(top.blurred).toBe(false);
    // Scrolled by position, not by wheel: within the whole suite Chromium sometimes dropped the wheel back up.
    const scrollTo = (y: number) =>
      page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await scrollTo(400);
    await expect.poll(async () => (await look()).blurred).toBe(true);
    expect((await look()).background).not.toBe(top.background);
    await scrollTo(0);
    await expect.poll(look).toEqual(top);
  });

  test('the home page shows all three testimonials', async ({ page }) => {
    await page.goto('/');
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      const slide = slides.nth(index);
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeVisible();
      await expect(slide).toBeInViewport();
    }
  });

  test('the testimonials show that three follow one another and scroll by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const row = carousel.locator('[aria-roledescription="slide"]').first().locator('..');
    await row.scrollIntoViewIfNeeded();
    // The browser's own scroll markers: one dot per testimonial under the row.
    expect(
      await row.evaluate((element) => ({
        group: getComputedStyle(element).getPropertyValue('scroll-marker-group'),
        markers: [...element.children].map(
          (slide) => getComputedStyle(slide, '::scroll-marker').content,
        ),
      })),
    ).toEqual({ group: expect.stringMatching(/^after/), markers: ['""', '""', '""'] });
    // The row takes focus and the arrow keys scroll it to the next testimonial.
    await row.focus();
    await expect(row).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the menu button opens the menu, the close button closes it, and a link navigates', async ({
      page,
    }) => {
      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const menu = page.locator('[popover]');
      await expect(menu).toBeHidden();
      await menuButton.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('listitem').getByRole('link')).toHaveText(
        NAV_LINKS.map((link) => link.label),
      );
      // Under the six links, the header's one action.
      await expect(menu.getByRole('link', { name: 'Start a project' })).toHaveAttribute(
        'href',
        '/contact#contact-form',
      );
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await menuButton.click();
      await menu.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('FAQ answers open (several at once) and service panels open one at a time', async ({
    page,
  }) => {
    await page.goto('/process');
    const questions = page.getByRole('main').locator('details');
    await expect(questions).toHaveCount(6);
    const first = questions.nth(0);
    const third = questions.nth(2);
    const firstAnswer = first.locator('summary + *');
    await expect(firstAnswer).toBeHidden();
    await first.locator('summary').click();
    await third.locator('summary').click();
    await expect(firstAnswer).toBeVisible();
    await expect(third.locator('summary + *')).toBeVisible();
    await expect(firstAnswer).not.toBeEmpty();

    await page.goto('/services');
    const panels = page.getByRole('main').locator('details');
    await expect(panels).toHaveCount(6);
    await panels.nth(0).locator('summary').click();
    await expect(panels.nth(0)).toHaveAttribute('open', '');
    await panels.nth(1).locator('summary').click();
    await expect(panels.nth(1)).toHaveAttribute('open', '');
    await expect(panels.nth(0)).not.toHaveAttribute('open', '');
    await expect(panels.nth(1).getByRole('listitem').first()).toBeVisible();
  });

  test('the contact form sends: the "sent" page, and the row is stored', async ({ page, host }) => {
    const email = visitorEmail('nojs-sent');
    await page.goto('/contact');
    const form = await fillContactForm(page, { name: 'Ada Lovelace', email, message: MESSAGE });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message Sent' })).toBeVisible();
    await expect(page.getByText(SENT_TEXT)).toBeVisible();
    const [row] = await host.waitForSubmission(email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email, message: MESSAGE });
    expect(row?.status).not.toBe('spam');
  });

  test('an invalid e-mail gets "not sent" with the reason and the form again, filled in; nothing is stored', async ({
    page,
    host,
    guard,
  }) => {
    guard.allow(FORM_ERROR_ANSWER);
    const email = 'ada@example';
    await page.goto('/contact');
    const form = await fillContactForm(page, { name: 'Ada Lovelace', email, message: MESSAGE });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Message Not Sent' })).toBeVisible();
    await expect(page.getByRole('alert').getByText(INVALID_EMAIL_TEXT)).toBeVisible();
    await expect(page.getByText('Name is required')).toBeHidden();
    // The main action is the form itself, with what was typed; the static page's link to an empty form is gone.
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the Contact Form' }),
    ).toBeHidden();
    const again = notSentForm(page);
    await expect(again.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Lovelace');
    await expect(again.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await expect(again.getByRole('textbox', { name: /^Message/ })).toHaveValue(MESSAGE);
    expect((await host.submissions()).filter((row) => row.email === email)).toEqual([]);
  });

  test('the static "not sent" page (the redirect when the function has no page to fill) names its one reason', async ({
    page,
  }) => {
    await page.goto('/contact/not-sent#email-invalid');
    await expect(page.getByText(INVALID_EMAIL_TEXT)).toBeVisible();
    await expect(page.getByText('Name is required')).toBeHidden();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to the Contact Form' }),
    ).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('form')).toHaveCount(0);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px: several invalid fields are all listed with the typed text kept; corrected, it is sent once`, async ({
      browser,
      page,
      host,
      guard,
    }) => {
      guard.allow(FORM_ERROR_ANSWER);
      await page.setViewportSize(viewport);
      const email = visitorEmail(`nojs-fix-${viewport.width}`);
      // What the browser's own checks let through (required, type=email) and the rules refuse.
      const typed = { name: 'A', email: 'ada@example', message: 'Too short' };
      await page.goto('/contact');
      const form = await fillContactForm(page, typed);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(page.getByRole('heading', { level: 1, name: 'Message Not Sent' })).toBeVisible();
      const texts = [
        'Name must be at least 2 characters',
        INVALID_EMAIL_TEXT,
        'Message must be at least 10 characters',
      ];
      await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(texts);
      const again = notSentForm(page);
      const fields = [
        again.getByRole('textbox', { name: /^Name/ }),
        again.getByRole('textbox', { name: /^Email/ }),
        again.getByRole('textbox', { name: /^Message/ }),
      ];
      for (const [index, field] of fields.entries()) {
        await expect(field).toHaveValue(Object.values(typed)[index] ?? '');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(texts[index] ?? '');
      }
      expect(await axeViolationsOfDocument(browser, page)).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`not-sent-${viewport.width}.png`),
        fullPage: true,
      });

      await fields[0]?.fill('Ada Lovelace');
      await fields[1]?.fill(email);
      await fields[2]?.fill(MESSAGE);
      await again.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\/sent$/);
      await expect(page.getByText(SENT_TEXT)).toBeVisible();
      const [row] = await host.waitForSubmission(email);
      expect(row).toMatchObject({ name: 'Ada Lovelace', email, message: MESSAGE });
      expect((await host.submissions()).filter((stored) => stored.email === email)).toHaveLength(1);
    });
  }

  test('/admin says that it needs JavaScript instead of loading forever', async ({
    page,
    guard,
  }) => {
    // The client-rendered fallback keeps its module preloads; with scripts off Chromium refuses them.
    guard.allow(/^request failed: GET \S+\/assets\/\S+\.js \(csp\)$/);
    await page.goto('/admin');
    await expect(page.getByText(/The Admin area needs JavaScript/)).toBeVisible();
  });
});

test.describe('with scripts held back 3 s', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    // Like a slow phone network: every script arrives 3 s late; the prerendered page is there at once.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
  });

  test.describe('with motion reduced (no text mid-fade for axe to measure)', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the home page before its scripts run, testimonials as a scrollable row, has no axe violations', async ({
      page,
    }) => {
      await page.goto('/');
      const carousel = page.locator('[aria-roledescription="carousel"]');
      await expect(carousel).not.toHaveAttribute('data-enhanced');
      expect(await axeViolations(page)).toEqual([]);
      // Still the row: axe saw the page as it is before the scripts.
      await expect(carousel).not.toHaveAttribute('data-enhanced');
    });

    test('a pointer moving over the page before its stylesheet arrives leaves every text readable (axe)', async ({
      page,
    }) => {
      // The stylesheet is held until the pointer has moved over the parsed page: Chromium then styles it without the
      // sheet, and bands not yet drawn (the light one among them) keep those styles for their text until drawn.
      let releaseStylesheet!: () => void;
      const stylesheetHeld = new Promise<void>((resolve) => (releaseStylesheet = resolve));
      await page.route(/\/assets\/.+\.css$/, async (route) => {
        await stylesheetHeld;
        await route.continue();
      });
      const loaded = page.goto('/');
      await page.waitForFunction(() => document.querySelector('footer') !== null);
      await page.mouse.move(20, 300);
      await page.mouse.move(40, 320);
      releaseStylesheet();
      await loaded;
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('an FAQ answer and the menu opened before the scripts ran stay open once they have', async ({
    page,
  }) => {
    await page.goto('/process', { waitUntil: 'commit' });
    const question = page.getByRole('main').locator('details').nth(1);
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await waitForHydration(page);
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('summary + *')).toBeVisible();

    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('[popover]')).toBeVisible();
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem').getByRole('link')).toHaveCount(NAV_LINKS.length);
    await expect(dialog.getByRole('link', { name: 'Start a project' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('text typed before the scripts ran is sent once they have', async ({ page, host }) => {
    const email = visitorEmail('delayed');
    await page.goto('/contact', { waitUntil: 'commit' });
    await fillContactForm(page, { name: 'Grace Hopper', email, message: MESSAGE });
    await waitForHydration(page);
    await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText(SENT_TEXT);
    const [row] = await host.waitForSubmission(email);
    expect(row).toMatchObject({ name: 'Grace Hopper', email, message: MESSAGE });
  });
});

test.describe('hydration under a 6× slower CPU', () => {
  test('the home page form keeps its three fields in every sample of the first seconds', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // From the end of parsing (the whole prerendered form is in the document) sample the form every frame until
    // 1 s after hydration (at most 20 s).
    await page.addInitScript(() => {
      const samples: { fields: number; hydrated: boolean }[] = [];
      const scope = window as unknown as {
        __formSamples: typeof samples;
        __formSamplingDone: boolean;
      };
      scope.__formSamples = samples;
      let hydratedAt: number | null = null;
      document.addEventListener('DOMContentLoaded', () => {
        const start = performance.now();
        const sample = () => {
          const form = document.querySelector('form[data-contact-form]');
          // The islands script marks the form's island once its root has hydrated it.
          const hydrated = !!form?.closest('[data-island]')?.hasAttribute('data-island-running');
          if (hydrated && hydratedAt === null) hydratedAt = performance.now();
          const fields = form?.querySelectorAll(
            'input[name="name"], input[name="email"], textarea[name="message"]',
          );
          samples.push({ fields: fields?.length ?? 0, hydrated });
          const now = performance.now();
          if (now - start < 20_000 && (hydratedAt === null || now - hydratedAt < 1000)) {
            requestAnimationFrame(sample);
          } else {
            scope.__formSamplingDone = true;
          }
        };
        sample();
      });
    });
    await page.goto('/');
    // A visitor starts to type: the form's island starts at that first touch.
    await page.locator('form[data-contact-form] input[name="name"]').focus();
    await page.waitForFunction(
      () => (window as unknown as { __formSamplingDone?: boolean }).__formSamplingDone,
      null,
      {
        timeout: 60_000,
      },
    );
    const samples = await page.evaluate(
      () =>
        (window as unknown as { __formSamples: { fields: number; hydrated: boolean }[] })
          .__formSamples,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.some((s) => !s.hydrated)).toBe(true);
    expect(samples.some((s) => s.hydrated)).toBe(true);
    expect(samples.filter((s) => s.fields !== 3)).toEqual([]);
  });
});
