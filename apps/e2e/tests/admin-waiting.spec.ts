/**
 * Waiting time against the 24-hour promise, worked as staff would: on a host of its own, started with
 * CONTACT_OVERDUE_AFTER_HOURS=20 on an inbox whose submissions arrived hours ago.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'desk@agency.example', password: 'waiting-desk-password-1' };
const SUBMISSIONS = [
  {
    name: 'Priya Okafor',
    email: 'priya@example.com',
    message: 'Can you quote a shop?',
    hoursAgo: 26,
  },
  { name: 'Omar Rossi', email: 'omar@example.com', message: 'A logo, please.', hoursAgo: 19 },
  { name: 'Grace Chen', email: 'grace@example.com', message: 'Hello from Grace.', hoursAgo: 0.2 },
  {
    name: 'Linus Berg',
    email: 'linus@example.com',
    message: 'Answered already.',
    hoursAgo: 40,
    handled: true,
  },
  {
    name: 'Spam Bot',
    email: 'bot@example.com',
    message: 'Cheap watches!!',
    hoursAgo: 50,
    spam: true,
  },
];

test.describe.configure({ mode: 'serial' });

// Grace's submission is 12 minutes old when the desk is seeded and ages with the suite (a slow machine takes minutes).
let seededAt = 0;
test.beforeAll(() => {
  seededAt = Date.now();
});
function graceWaited(): RegExp {
  const since = Math.ceil((Date.now() - seededAt) / 60_000);
  const minutes = Array.from({ length: since + 2 }, (_, index) => 11 + index);
  return new RegExp(`Waiting (${minutes.join('|')}) min`);
}

const desk = seededDesk(SUBMISSIONS, { staff: STAFF, env: { CONTACT_OVERDUE_AFTER_HOURS: '20' } });

const rows = (page: Page) => page.getByRole('region', { name: 'Submissions' }).getByRole('link');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`at ${width} px staff see who has waited longest, the overdue one marked in words, and answer it`, async ({
    browser,
  }) => {
    const page = await desk.signIn(browser, width);

    // New: every open submission says how long it has waited; the overdue one says so in words.
    await expect(row(page, 'Priya Okafor')).toContainText('Overdue');
    await expect(row(page, 'Priya Okafor')).toContainText(/Waiting 26 hr/);
    await expect(row(page, 'Omar Rossi')).toContainText(/Waiting 1[89] hr/);
    await expect(row(page, 'Omar Rossi')).not.toContainText('Overdue');
    await expect(row(page, 'Grace Chen')).toContainText(graceWaited());
    await expect(page.getByText('1 open submission has waited 20 hours or more.')).toBeVisible();
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `list at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`new-${width}.png`), fullPage: true });

    // The count leads to the open submissions, oldest first; the URL keeps the view.
    await page.getByRole('link', { name: 'Show them, oldest first' }).click();
    await expect(page).toHaveURL(/[?&]view=waiting/);
    await expect(page.getByRole('link', { name: /^Waiting longest 3$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page)).toHaveText([/Priya Okafor/, /Omar Rossi/, /Grace Chen/]);
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `waiting view at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`waiting-${width}.png`), fullPage: true });

    // A search keeps the view and the order.
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('example.com');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/view=waiting.*q=example\.com|q=example\.com.*view=waiting/);
    await expect(rows(page)).toHaveText([/Priya Okafor/, /Omar Rossi/, /Grace Chen/]);

    // The overdue submission, opened: marked, with how long it has waited.
    await row(page, 'Priya Okafor').click();
    await expect(page).toHaveURL(/[?&]id=/);
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name: 'Priya Okafor' })).toBeVisible();
    await expect(detail.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(detail.getByText(/^26 hr/)).toBeVisible();
    expect(await axeViolations(page), `detail at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`detail-${width}.png`) });

    // Answered: it stops waiting and the count goes down; reopened, it waits again. On a phone the count is with the
    // list, a Back away from the detail (and a Forward to it again).
    const onList = async (check: () => Promise<void>) => {
      if (width >= 1024) return check();
      await page.goBack();
      await check();
      await page.goForward();
      await expect(detail.getByRole('heading', { name: 'Priya Okafor' })).toBeVisible();
    };
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await expect(detail.getByText('Overdue', { exact: true })).toHaveCount(0);
    await onList(() =>
      expect(page.getByText('No open submission has waited 20 hours.')).toBeVisible(),
    );
    await detail.getByRole('button', { name: 'Reopen' }).click();
    await expect(detail.getByText('Overdue', { exact: true })).toBeVisible();
    await onList(() =>
      expect(page.getByText('1 open submission has waited 20 hours or more.')).toBeVisible(),
    );
    await page.context().close();
  });
}

test('the waited time comes from the database, the same in any time zone; exact times are local', async ({
  browser,
}) => {
  const stored = (await desk.host.submissions()).find((entry) => entry.name === 'Omar Rossi');
  const createdAt = Date.parse(stored!.created_at);
  const minutesSince = (at: number) => Math.floor((at - createdAt) / 60_000);
  // Kiritimati is UTC+14, Adak UTC-10: a local clock would be a day off in one of them.
  for (const timezoneId of ['Pacific/Kiritimati', 'America/Adak']) {
    const before = Date.now();
    const page = await desk.signIn(browser, 1280, { timezoneId });
    const waited = row(page, 'Omar Rossi').locator('time');
    await expect(waited).toHaveText(/^Waiting 19 hr/);
    const duration = (await waited.getAttribute('datetime')) ?? '';
    const after = Date.now();
    const [, hours, minutes] = /^PT(\d+)H(\d+)M$/.exec(duration) ?? [];
    const shown = Number(hours) * 60 + Number(minutes);
    expect(shown, `${timezoneId}: ${duration}`).toBeGreaterThanOrEqual(minutesSince(before));
    expect(shown, `${timezoneId}: ${duration}`).toBeLessThanOrEqual(minutesSince(after));
    const local = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      stored!.created_at,
    );
    await expect(waited).toHaveAttribute('title', local);
    await page.context().close();
  }
});
