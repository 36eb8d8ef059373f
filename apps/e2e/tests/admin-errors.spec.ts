/**
 * Errors staff can act on: a notification that failed with a raw system error (the outbox could not be written), seen
 * and retried as staff would, on a host of its own. The screen says what happened and what to do; the raw error is in
 * the host's output only.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'errors@agency.example', password: 'errors-desk-password-1' };
const RAW = "EISDIR: illegal operation on a directory, open '/srv/data/outbox.jsonl'";
/** Any system error code or path the host might have met. */
const RAW_PATTERN = /\bE[A-Z]{3,}\b:|outbox|illegal operation|\/srv\/|\/tmp\//;

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(
  [
    {
      name: 'Noor Haddad',
      email: 'noor@example.com',
      message: 'Could you redesign our booking page?',
      hoursAgo: 2,
      notifyError: RAW,
    },
  ],
  {
    staff: STAFF,
    env: {
      // No background retry: the staff member's retry is the one that meets the failure.
      CONTACT_RETRY_INTERVAL_SECONDS: '0',
    },
  },
);

for (const width of [1280, 390]) {
  test(`at ${width} px a failed notification and a failed retry are told in words, never as raw errors`, async ({
    browser,
    guard,
  }) => {
    // The retry is answered 502 on purpose (the e-mail could not be sent); the browser reports that response.
    guard.allow(/admin-submissions\?.*action=retry/);
    const page = await desk.signIn(browser, width, { guard });
    await page.getByRole('link', { name: /^Delivery failed/ }).click();
    await page
      .getByRole('region', { name: 'Submissions' })
      .getByRole('link')
      .filter({ hasText: 'Noor Haddad' })
      .click();
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name: 'Noor Haddad' })).toBeVisible();
    await expect(detail).toContainText(
      'The notification e-mail could not be sent. It will be retried automatically; you can also retry now.',
    );
    await expect(page.locator('body')).not.toContainText(RAW_PATTERN);

    // Where this submission's e-mail goes is a file, not a folder: the retry meets a real system error.
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await mkdir(join(desk.dataDir, 'outbox'), { recursive: true });
    await rm(join(desk.dataDir, 'outbox', id), { recursive: true, force: true });
    await writeFile(join(desk.dataDir, 'outbox', id), 'not a folder');

    await detail.getByRole('button', { name: 'Retry notification e-mail' }).click();
    const notice = page.getByText(
      'The notification e-mail could not be sent again. It stays marked for retry and will be retried automatically; you can also try again later.',
    );
    await expect(notice).toBeVisible();
    // On a phone the Retry button is a screen below the notice: the notice comes into view.
    await expect(notice).toBeInViewport();
    await expect(page.locator('body')).not.toContainText(RAW_PATTERN);
    await expect(page.locator('body')).not.toContainText('That did not work');
    expect(await axeViolations(page), `failed retry at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`failed-retry-${width}.png`) });
    await rm(join(desk.dataDir, 'outbox', id), { force: true });
    await page.context().close();
  });
}

test('a list the inbox answered with an error and one it could not reach are told apart, in words', async ({
  browser,
  guard,
}) => {
  // The list's request is answered 500, then cut off as if offline, on purpose.
  guard.allow(/admin-submissions\?view=/);
  const page = await desk.signIn(browser, 1280, { guard });
  const listPane = page.getByRole('region', { name: 'Submissions' });
  await expect(listPane.getByRole('link').filter({ hasText: 'Noor Haddad' })).toBeVisible();
  const isList = (url: URL) =>
    url.pathname.endsWith('/functions/v1/admin-submissions') && url.searchParams.has('view');

  // The server answers, with an error (its raw text stays in its log).
  await page.route(isList, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: RAW, code: 'server_error' }),
    }),
  );
  await page.getByRole('link', { name: /^Handled/ }).click();
  await expect(listPane).toContainText(
    'The inbox answered with an error, so the submissions could not be shown.',
  );
  await expect(listPane).toContainText('ask whoever runs the site to look at the server log');
  await expect(page.locator('body')).not.toContainText(RAW_PATTERN);
  expect(await axeViolations(page), 'list answered with an error').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('list-error-1280.png') });

  // Nothing answers: offline, or the server is down.
  await page.unroute(isList);
  await page.route(isList, (route) => route.abort('internetdisconnected'));
  await page.setViewportSize({ width: 390, height: 844 });
  await listPane.getByRole('button', { name: 'Try again' }).click();
  await expect(listPane).toContainText(
    'The inbox could not be reached: this device may be offline, or the server may be down. Check your connection, then try again.',
  );
  await expect(listPane).not.toContainText('answered with an error');
  await expect(page.locator('body')).not.toContainText(RAW_PATTERN);
  expect(await axeViolations(page), 'list not reached').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('list-unreachable-390.png') });

  // Back on line, "Try again" loads it.
  await page.unroute(isList);
  await listPane.getByRole('button', { name: 'Try again' }).click();
  await expect(listPane).toContainText('No submissions in this view.');
  await page.context().close();
});

test('the raw errors went to the host output', () => {
  expect(desk.host.output()).toMatch(/ENOTDIR|EEXIST/);
});
