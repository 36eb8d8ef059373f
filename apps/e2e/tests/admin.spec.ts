/**
 * The staff inbox at /admin, on a host of its own started like the README's start command (by the global setup), so the
 * test signs in with the staff account that `start` prints on a fresh data folder.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { openForm } from '../support/contact-form.ts';
import { expect, test, visitorEmail } from '../support/fixtures.ts';
import { extraHost, LOCAL_HOST_DIR } from '../support/host.ts';

let host: ReturnType<typeof extraHost>;
let staff: { email: string; password: string };
let outsider: { email: string; password: string };

function staffCommand(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/staff.ts', ...args], {
    cwd: LOCAL_HOST_DIR,
    env: { ...process.env, LOCAL_DATA_DIR: host.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output)))),
  );
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  host = extraHost('admin');
  const printed = host.output;
  staff = {
    email: /e-mail:\s+(\S+)/.exec(printed)?.[1] ?? '',
    password: /password:\s+(\S+)/.exec(printed)?.[1] ?? '',
  };
  expect(staff.password, `start prints the staff account:\n${printed}`).toMatch(/^\S{20}$/);
  const added = await staffCommand(['add', 'outsider@agency.example']);
  outsider = {
    email: 'outsider@agency.example',
    password: /shown only this once\): (\S+)/.exec(added)?.[1] ?? '',
  };
  await staffCommand(['remove', outsider.email]);
});

test.afterAll(async () => {
  await host?.stop();
});

test('a call to admin-submissions without a token gets 401', async ({ request }) => {
  const response = await request.get(`${host.url}/functions/v1/admin-submissions?view=all`);
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({
    error: 'Your session has ended. Sign in again.',
    code: 'session_ended',
  });
});

test('a wrong password shows the error and keeps what was typed', async ({ page, guard }) => {
  guard.allow(/\/auth\/v1\/token/);
  await page.goto(`${host.url}/admin`);
  await signIn(page, staff.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
  await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(staff.email);
});

test('a signed-in account that is not staff sees no access, not an empty list', async ({
  page,
  guard,
}) => {
  guard.allow(/admin-submissions/);
  await page.goto(`${host.url}/admin`);
  await signIn(page, outsider.email, outsider.password);
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0);
});

const SESSION_STORAGE_KEY = 'lumen-forge-admin-auth';
const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

/** Signs in at /admin and waits for the inbox; returns the session auth-js stored. */
async function signedInSession(page: Page) {
  await page.goto(`${host.url}/admin`);
  await signIn(page, staff.email, staff.password);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>,
    SESSION_STORAGE_KEY,
  );
}

async function storeSession(page: Page, session: Record<string, unknown>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}

test('a session the function no longer accepts returns to the sign-in form and says why', async ({
  page,
  guard,
}) => {
  // The function's 401, then auth-js ending the session the server does not know (GoTrue answers 403 there too).
  guard.allow(/admin-submissions|\/auth\/v1\/logout/);
  const session = await signedInSession(page);
  await storeSession(page, { ...session, access_token: `${String(session.access_token)}x` });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0);
});

test('a session revoked elsewhere ends at its next refresh, with the message', async ({
  page,
  guard,
  request,
}) => {
  guard.allow(/\/auth\/v1\/token/);
  const session = await signedInSession(page);
  // Signed out everywhere (another device, or an admin revoking the account's sessions).
  const logout = await request.post(`${host.url}/auth/v1/logout?scope=global`, {
    headers: { Authorization: `Bearer ${String(session.access_token)}` },
  });
  expect(logout.status()).toBe(204);
  // The access token runs out: auth-js refreshes it on load, and the revoked refresh token is refused.
  await storeSession(page, { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
  await page.reload();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
});

test('staff find a new submission, triage, export, delete it and sign out', async ({ page }) => {
  const email = visitorEmail('inbox');
  const message = `Please quote a new shop.\nIt should sell =SUM(A1) mugs.`;
  const form = await openForm(page, `${host.url}/contact`, 'Send Us a Message');
  await form.name.fill('Inbox Visitor');
  await form.email.fill(email);
  await form.message.fill(message);
  await form.submit.click();
  await expect(form.form.getByRole('status')).toContainText('Message sent successfully!');

  await page.goto(`${host.url}/admin`);
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page).toHaveTitle('Submissions Inbox | Lumen Forge');
  expect(await axeViolations(page), 'sign-in screen').toEqual([]);
  await signIn(page, staff.email, staff.password);

  const row = page.getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('link', { name: /^New \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await axeViolations(page), 'list').toEqual([]);

  // The session survives a reload.
  await page.reload();
  await expect(row).toBeVisible();

  await row.click();
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Inbox Visitor' })).toBeVisible();
  await expect(detail.getByText(message.split('\n')[1] as string)).toBeVisible();
  // The reply written here is the one main action; the staff member's own mail program is the quiet other way.
  await expect(detail.getByRole('button', { name: 'Send reply' })).toBeVisible();
  await expect(
    detail.getByRole('link', { name: 'Write in your own mail program (not recorded)' }),
  ).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email.replace(/[.+]/g, '\\$&')}\\?subject=Re%3A`),
  );
  expect(await axeViolations(page), 'detail').toEqual([]);

  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(detail.getByText('Handled', { exact: true })).toBeVisible();

  // Search lives in the URL.
  await page.getByRole('link', { name: /^All \d+$/ }).click();
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(email).replace(/[.+]/g, '\\$&')}`),
  );
  await expect(page.getByRole('region', { name: 'Submissions' }).getByRole('link')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = await readFile(file);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain(
    `Inbox Visitor,${email},"Please quote a new shop.\nIt should sell =SUM(A1) mugs."`,
  );

  await page.getByRole('region', { name: 'Submissions' }).getByRole('link').click();
  await detail.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
  await expect(dialog).toContainText(`Inbox Visitor (${email})`);
  await dialog.getByRole('button', { name: 'Delete submission' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The submission was deleted.' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await host.submissions()).filter((stored) => stored.email === email).length)
    .toBe(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  await expect(page.getByText('You are signed out.')).toBeVisible();
});

test('the sign-in screen, list and detail have no axe violations on a phone', async ({
  browser,
  request,
}) => {
  const stored = await request.post(`${host.url}/functions/v1/send-contact-email`, {
    data: {
      name: 'Phone Visitor',
      email: visitorEmail('phone'),
      message:
        'A long message with a long URL https://example.com/a/very/long/path/that/must/wrap/on/a/phone',
      userAgent: 'e2e',
      ipAddress: null,
      metadata: { user_agent: 'e2e', timestamp: new Date().toISOString(), source: 'website' },
      website: '',
    },
  });
  expect(stored.status()).toBe(200);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${host.url}/admin`);
  await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
  expect(await axeViolations(page), 'sign-in at 390').toEqual([]);
  await signIn(page, staff.email, staff.password);
  await page.getByRole('link', { name: /^All \d+$/ }).click();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  expect(await axeViolations(page), 'list at 390').toEqual([]);
  await page.getByRole('region', { name: 'Submissions' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: /Back to inbox/ })).toBeVisible();
  // The detail is a screen of its own: the list's toolbar waits on the list.
  await expect(page.getByRole('article')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
  expect(await axeViolations(page), 'detail at 390').toEqual([]);
  await context.close();
});
