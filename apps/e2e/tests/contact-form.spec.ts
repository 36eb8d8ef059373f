/**
 * The contact form as a visitor uses it, on the home page ('Start a Project') and on /contact: every validation
 * message, editing clears that field's error, 'Sending...' with disabled inputs, success (message, cleared fields,
 * idle after 5 s, the row really stored by the embedded backend), the 4th send within 60 s, the backend unreachable
 * or stopped (red notice, typed text kept) and keyboard-only submission.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { openForm, type ContactForm } from '../support/contact-form.ts';
import { expect, STILL_PAGES, test, visitorEmail, type Guard } from '../support/fixtures.ts';
import { extraHost } from '../support/host.ts';
import { CONTACT_FORM_PAGES } from '../support/routes.ts';

test.use(STILL_PAGES);

const START = new Date('2026-03-02T09:00:00Z');
const FUNCTION_PATH = '/functions/v1/send-contact-email';

const TEXT = {
  nameRequired: 'Name is required',
  nameShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageShort: 'Message must be at least 10 characters',
  success: "Message sent successfully! We'll get back to you within 24 hours.",
  rateLimited: 'Too many submissions. Please wait a minute before trying again.',
  failure: 'Something went wrong. Please try again later.',
} as const;

/**
 * Stops the page's fake clock (installed before navigation, running until now) so the 5 s timings can be stepped
 * exactly. Only once the page is ready: React reveals suspended content (the lazily loaded form) on a timer.
 */
async function pauseClock(page: Page) {
  // On a loaded machine the page's clock can run past the target between the two calls: aim again from its new time.
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Function calls the page makes. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === FUNCTION_PATH && request.method() === 'POST')
      calls.push(request.postData() ?? '');
  });
  return calls;
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

async function expectNoFieldError(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** Which colour family a notice uses: the dominant channel of its text/border colour. */
async function toneOf(notice: Locator): Promise<'red' | 'green' | 'yellow' | 'other'> {
  return notice.evaluate((element) => {
    const box = (element.firstElementChild as HTMLElement | null) ?? (element as HTMLElement);
    const colours = [getComputedStyle(box).borderTopColor, getComputedStyle(box).color];
    for (const colour of colours) {
      const [r = 0, g = 0, b = 0] = (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '')
        .split(/[\s,/]+/)
        .map(Number);
      if (r > 150 && g > 150 && b < 120) return 'yellow';
      if (r > g + 40 && r > b + 40) return 'red';
      if (g > r + 30 && g > b) return 'green';
    }
    return 'other';
  });
}

async function fill(ui: ContactForm, values: { name: string; email: string; message: string }) {
  await ui.name.fill(values.name);
  await ui.email.fill(values.email);
  await ui.message.fill(values.message);
}

function validValues(tag: string) {
  return {
    name: 'Ada Lovelace',
    email: visitorEmail(tag),
    message: `We need a new website for our studio (${tag}).`,
  };
}

/** The red 'Something went wrong' notice shows and every typed value is still in its field. */
async function expectFailureKeepingText(
  ui: ContactForm,
  values: { name: string; email: string; message: string },
): Promise<Locator> {
  const failure = ui.notice(TEXT.failure);
  await expect(failure).toBeVisible();
  await expect(failure).toHaveText(TEXT.failure);
  expect(await toneOf(failure)).toBe('red');
  await expect(ui.name).toHaveValue(values.name);
  await expect(ui.email).toHaveValue(values.email);
  await expect(ui.message).toHaveValue(values.message);
  return failure;
}

for (const { path, form: formName } of CONTACT_FORM_PAGES) {
  test.describe(`contact form on ${path}`, () => {
    test('shows each validation message under its field and sends nothing', async ({ page }) => {
      const calls = recordCalls(page);
      const ui = await openForm(page, path, formName);

      await ui.submit.click();
      await expectFieldError(ui.name, TEXT.nameRequired);
      await expectFieldError(ui.email, TEXT.emailRequired);
      await expectFieldError(ui.message, TEXT.messageRequired);
      for (const text of [TEXT.nameRequired, TEXT.emailRequired, TEXT.messageRequired])
        await expect(ui.form.getByText(text, { exact: true })).toBeVisible();
      // Focus goes to the first field that needs attention.
      await expect(ui.name).toBeFocused();

      // Too short after trimming; malformed e-mail.
      await fill(ui, { name: '  A  ', email: 'not-an-email', message: '   too short   ' });
      await ui.submit.click();
      await expectFieldError(ui.name, TEXT.nameShort);
      await expectFieldError(ui.email, TEXT.emailInvalid);
      await expectFieldError(ui.message, TEXT.messageShort);
      for (const text of [TEXT.nameShort, TEXT.emailInvalid, TEXT.messageShort])
        await expect(ui.form.getByText(text, { exact: true })).toBeVisible();

      // Spaces are not allowed in an e-mail address; a missing dot part is not an address either.
      for (const email of ['ada lovelace@example.com', 'ada@example', '@example.com']) {
        await ui.email.fill(email);
        await ui.submit.click();
        await expectFieldError(ui.email, TEXT.emailInvalid);
      }
      // The red border: an invalid field is drawn unlike a valid one.
      const border = (field: Locator) => field.evaluate((el) => getComputedStyle(el).borderColor);
      await ui.name.fill('Ada Lovelace');
      await ui.submit.click();
      await expectNoFieldError(ui.name);
      // Polled: the colour changes through a short transition, which a loaded machine may still be in.
      await expect
        .poll(async () => (await border(ui.email)) !== (await border(ui.name)))
        .toBe(true);

      expect(calls, 'a blocked submit sends nothing').toEqual([]);
    });

    test("editing a field clears that field's error only", async ({ page }) => {
      const ui = await openForm(page, path, formName);
      await ui.submit.click();
      await expectFieldError(ui.name, TEXT.nameRequired);
      await expectFieldError(ui.email, TEXT.emailRequired);
      await expectFieldError(ui.message, TEXT.messageRequired);

      await ui.name.pressSequentially('A');
      await expectNoFieldError(ui.name);
      await expect(ui.form.getByText(TEXT.nameRequired)).toHaveCount(0);
      await expectFieldError(ui.email, TEXT.emailRequired);
      await expectFieldError(ui.message, TEXT.messageRequired);

      await ui.message.pressSequentially('x');
      await expectNoFieldError(ui.message);
      await expectFieldError(ui.email, TEXT.emailRequired);

      await ui.email.pressSequentially('a');
      await expectNoFieldError(ui.email);
    });

    test("'Sending...' with disabled inputs, then success: message, cleared fields, stored row, idle after 5 s", async ({
      page,
      host,
    }) => {
      await page.clock.install({ time: START });
      const calls = recordCalls(page);
      const ui = await openForm(page, path, formName);
      await pauseClock(page);
      const values = validValues('success');

      // Hold the function call until the loading state has been seen.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname === FUNCTION_PATH,
        async (route: Route) => {
          await released;
          await route.continue();
        },
      );

      await fill(ui, { ...values, message: `  ${values.message}  ` });
      await ui.submit.click();
      await expect(ui.submit).toHaveText('Sending...');
      await expect(ui.submit).toBeDisabled();
      await expect(ui.name).toBeDisabled();
      await expect(ui.email).toBeDisabled();
      await expect(ui.message).toBeDisabled();
      release();

      const success = ui.notice(TEXT.success);
      await expect(success).toBeVisible();
      await expect(success).toHaveText(TEXT.success);
      expect(await toneOf(success)).toBe('green');
      await expect(ui.name).toHaveValue('');
      await expect(ui.email).toHaveValue('');
      await expect(ui.message).toHaveValue('');
      await expect(ui.submit).toHaveText('Send Message');
      await expect(ui.submit).toBeEnabled();

      // The body the function received (the trimmed fields, the user agent, ipAddress null) and the row the embedded
      // backend stored.
      expect(calls).toHaveLength(1);
      const body = JSON.parse(calls[0] ?? '{}') as Record<string, unknown>;
      expect(body).toMatchObject({
        name: values.name,
        email: values.email,
        message: values.message,
        ipAddress: null,
      });
      expect(body.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
      const [row] = await host.waitForSubmission(values.email);
      expect(row).toMatchObject({
        name: values.name,
        email: values.email,
        message: values.message,
      });
      expect(row?.status).not.toBe('spam');

      // Back to idle exactly 5 s later.
      await page.clock.runFor(4_900);
      await expect(success).toBeVisible();
      await page.clock.runFor(100);
      await expect(ui.notice(TEXT.success)).toHaveCount(0);
      await expect(ui.form.getByRole('alert')).toHaveText('');
      await expect(ui.form.getByRole('status')).toHaveText('');
    });

    test('the 4th send within 60 s shows the rate-limit notice; the form sends again after the minute', async ({
      page,
      host,
    }) => {
      await page.clock.install({ time: START });
      const calls = recordCalls(page);
      const ui = await openForm(page, path, formName);
      await pauseClock(page);
      const email = visitorEmail('ratelimit');

      for (let n = 1; n <= 3; n += 1) {
        await fill(ui, {
          name: 'Grace Hopper',
          email,
          message: `Project enquiry number ${n}, please call.`,
        });
        await ui.submit.click();
        await expect(ui.notice(TEXT.success)).toBeVisible();
        await expect(ui.name).toHaveValue('');
        await page.clock.runFor(5_000);
        await expect(ui.notice(TEXT.success)).toHaveCount(0);
      }
      await host.waitForSubmission(email, 3);

      await fill(ui, {
        name: 'Grace Hopper',
        email,
        message: 'Project enquiry number 4, please call.',
      });
      await ui.submit.click();
      const limited = ui.notice(TEXT.rateLimited);
      await expect(limited).toBeVisible();
      await expect(limited).toHaveText(TEXT.rateLimited);
      expect(await toneOf(limited)).toBe('yellow');
      expect(calls, 'the 4th send never reaches the network').toHaveLength(3);
      await host.waitForSubmission(email, 3);

      // Back to idle after 5 s.
      await page.clock.runFor(5_000);
      await expect(ui.notice(TEXT.rateLimited)).toHaveCount(0);

      // A rolling minute after the first send, the form sends again.
      await page.clock.runFor(60_000);
      await fill(ui, {
        name: 'Grace Hopper',
        email,
        message: 'Project enquiry number 5, please call.',
      });
      await ui.submit.click();
      await expect(ui.notice(TEXT.success)).toBeVisible();
      await host.waitForSubmission(email, 4);
    });

    test('backend unreachable: the red error notice shows, the typed text stays, idle after 5000 ms', async ({
      page,
      guard,
      host,
    }) => {
      allowUnreachableBackend(guard);
      await page.clock.install({ time: START });
      const ui = await openForm(page, path, formName);
      await pauseClock(page);
      await page.route('**/functions/v1/**', (route) => route.abort('connectionrefused'));
      const values = validValues('unreachable');
      await fill(ui, values);
      await ui.submit.click();

      const failure = await expectFailureKeepingText(ui, values);
      await expect(ui.submit).toBeEnabled();

      await page.clock.runFor(4_900);
      await expect(failure).toBeVisible();
      await page.clock.runFor(100);
      await expect(ui.notice(TEXT.failure)).toHaveCount(0);
      await expect(ui.message).toHaveValue(values.message);
      expect((await host.submissions()).some((row) => row.email === values.email)).toBe(false);
    });

    test('keyboard only: Tab to the fields, type, Tab to the button, Enter sends', async ({
      page,
      host,
    }) => {
      const ui = await openForm(page, path, formName);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('body').focus();
      const values = validValues('keyboard');

      // Tab from the top of the page until the Name field has focus (bounded).
      let reached = false;
      for (let presses = 0; presses < 150 && !reached; presses += 1) {
        await page.keyboard.press('Tab');
        reached = await ui.name.evaluate((element) => element === document.activeElement);
      }
      expect(reached, 'Tab reaches the Name field').toBe(true);
      await page.keyboard.type(values.name);
      await page.keyboard.press('Tab');
      await expect(ui.email).toBeFocused();
      await page.keyboard.type(values.email);
      await page.keyboard.press('Tab');
      await expect(ui.message).toBeFocused();
      await page.keyboard.type(values.message);
      await page.keyboard.press('Tab');
      await expect(ui.submit, 'the next Tab stop after Message is the Send button').toBeFocused();
      await page.keyboard.press('Enter');

      await expect(ui.notice(TEXT.success)).toBeVisible();
      const [row] = await host.waitForSubmission(values.email);
      expect(row).toMatchObject({ name: values.name, message: values.message });
      expect(row?.status).not.toBe('spam');
    });
  });
}

/** Errors the browser logs when the function cannot be reached: the point of those tests. */
function allowUnreachableBackend(guard: Guard) {
  guard.allow(/send-contact-email.*(ERR_CONNECTION_REFUSED|ERR_FAILED)/);
  guard.allow(/ERR_CONNECTION_REFUSED|Failed to load resource: net::ERR_FAILED|Failed to fetch/);
}

test.describe('contact form with the backend stopped', () => {
  test('the host stops after a first message: the next send shows the red error notice and keeps the text', async ({
    page,
    guard,
  }) => {
    allowUnreachableBackend(guard);
    const own = extraHost('stoppable');
    try {
      const ui = await openForm(page, `${own.url}/contact`, 'Send Us a Message');
      const first = validValues('before-stop');
      await fill(ui, first);
      await ui.submit.click();
      await expect(ui.notice(TEXT.success)).toBeVisible();
      expect((await own.submissions()).map((row) => row.email)).toContain(first.email);

      await own.stop();
      const second = validValues('after-stop');
      await fill(ui, second);
      await ui.submit.click();
      await expectFailureKeepingText(ui, second);
    } finally {
      await own.stop();
    }
  });
});
