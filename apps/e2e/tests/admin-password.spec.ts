/**
 * Staff self-service, worked as staff would on a host of its own: a forgotten password reset through the e-mailed
 * link (the host writes it to its outbox folder, as it does the notifications), and a password changed while signed
 * in, which signs out every other device of the account.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'desk@agency.example', password: 'password-desk-first-1' };
const SUBMISSIONS = [
  {
    name: 'Priya Okafor',
    email: 'priya@example.com',
    message: 'Can you quote a shop?',
    hoursAgo: 2,
  },
];
/** On the staff list without a password yet: the link is how they get one (an address has one e-mail a minute). */
const COLLEAGUE = 'phone.user@agency.example';
const ACCOUNT_AT = { 1280: STAFF.email, 390: COLLEAGUE } as const;

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(SUBMISSIONS, { staff: STAFF, colleagues: [COLLEAGUE] });

/** The staff e-mails the host has written (recovery links), oldest first. */
async function staffMails(): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = join(desk.dataDir, 'outbox', 'staff');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.json'),
  );
  return Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))),
  );
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  return context.newPage();
}

async function signIn(page: Page, password: string, email: string = STAFF.email) {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

const newPasswordField = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByLabel(/^New password(?! again)/);
const againField = (scope: ReturnType<Page['getByRole']>) =>
  scope.getByLabel(/^New password again/);

for (const width of [1280, 390] as const) {
  test(`at ${width} px a forgotten password is reset through the e-mailed link`, async ({
    browser,
  }) => {
    const account = ACCOUNT_AT[width];
    const newPassword = `password-reset-at-${width}-ok`;
    const page = await newPage(browser, width);
    await page.goto(`${desk.host.url}/admin`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const form = page.getByRole('form', { name: 'Reset your password' });
    await expect(form).toBeVisible();
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `forgot at ${width}`).toEqual([]);

    // Nothing typed: said in words, nothing sent.
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      form.getByText('Enter the e-mail address of your staff account.', { exact: true }),
    ).toBeVisible();

    // An address without an account gets the same answer as a real one, and no e-mail.
    const before = (await staffMails()).length;
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`nobody-${width}@agency.example`);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      form.getByText(/^If nobody-\d+@agency\.example belongs to a staff account/),
    ).toBeVisible();

    await form.getByRole('textbox', { name: /^E-mail/ }).fill(account);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      form.getByText(`If ${account} belongs to a staff account`, { exact: false }),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`forgot-${width}.png`), fullPage: true });
    await expect.poll(async () => (await staffMails()).length).toBe(before + 1);
    const mail = (await staffMails()).at(-1)!;
    expect(mail.to).toBe(account);
    const link = /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(mail.text)?.[1];
    expect(link, 'the link in the e-mail').toBeTruthy();

    // The link signs in and asks for a new password first; the address keeps no token.
    await page.goto(link!);
    const setForm = page.getByRole('form', { name: 'Choose a new password' });
    await expect(setForm).toBeVisible();
    expect(page.url()).not.toContain('access_token');
    await expect(setForm.getByText(`For ${account}.`)).toBeVisible();
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `set password at ${width}`).toEqual([]);

    // Typed twice differently: said so, nothing changed.
    await newPasswordField(setForm).fill(newPassword);
    await againField(setForm).fill(`${newPassword}x`);
    await setForm.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      setForm.getByText('The two passwords are not the same.', { exact: false }),
    ).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`set-password-${width}.png`),
      fullPage: true,
    });

    await againField(setForm).fill(newPassword);
    await setForm.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password was changed.', { exact: false })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();

    // The link worked once: opened again, it says so (here in the inbox, this browser being signed in).
    await page.goto(link!);
    await expect(
      page.getByText('That link has expired or was used already.', { exact: false }),
    ).toBeVisible();

    // The old password no longer signs in; the new one does.
    const other = await newPage(browser, width);
    await other.goto(`${desk.host.url}/admin`);
    if (account === STAFF.email) {
      await signIn(other, STAFF.password, account);
      await expect(other.getByText('Wrong e-mail or password.')).toBeVisible();
    }
    await signIn(other, newPassword, account);
    await expect(other.getByRole('navigation', { name: 'Views' })).toBeVisible();
    await other.context().close();
    await page.context().close();
  });
}

test('a password changed while signed in signs out every other device, at 1280 and 390 px', async ({
  browser,
}) => {
  const current = 'password-reset-at-1280-ok';
  const next = 'password-changed-signed-in';
  const laptop = await newPage(browser, 1280);
  await laptop.goto(`${desk.host.url}/admin`);
  await signIn(laptop, current);
  await expect(laptop.getByRole('navigation', { name: 'Views' })).toBeVisible();

  const phone = await newPage(browser, 390);
  await phone.goto(`${desk.host.url}/admin`);
  await signIn(phone, current);
  await expect(phone.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await phone.getByRole('link', { name: 'Change password' }).click();
  const form = phone.getByRole('form', { name: 'Change your password' });
  await expect(form).toBeVisible();
  await noHorizontalOverflow(phone);
  expect(await axeViolations(phone), 'change password at 390').toEqual([]);

  // The current password again: said in words.
  await newPasswordField(form).fill(current);
  await againField(form).fill(current);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    form.getByText('That is your current password. Choose a different one.'),
  ).toBeVisible();
  await phone.screenshot({
    path: test.info().outputPath('change-password-390.png'),
    fullPage: true,
  });

  await newPasswordField(form).fill(next);
  await againField(form).fill(next);
  await form.getByRole('button', { name: 'Save new password' }).click();
  await expect(phone.getByText('Your password was changed.', { exact: false })).toBeVisible();
  await expect(phone.getByRole('navigation', { name: 'Views' })).toBeVisible();

  // The laptop's session ended: its next load asks it to sign in again.
  await laptop.reload();
  await expect(laptop.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(laptop.getByText('Your session has ended.', { exact: false })).toBeVisible();

  // The same screen at 1280, then back to the inbox without changing anything.
  await signIn(laptop, next);
  await laptop.getByRole('link', { name: 'Change password' }).click();
  await expect(laptop.getByRole('form', { name: 'Change your password' })).toBeVisible();
  expect(await axeViolations(laptop), 'change password at 1280').toEqual([]);
  await laptop.screenshot({ path: test.info().outputPath('change-password-1280.png') });
  await laptop.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(laptop.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await laptop.context().close();
  await phone.context().close();
});
