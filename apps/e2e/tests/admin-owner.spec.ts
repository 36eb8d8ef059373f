/**
 * Owners, worked as staff would: on a host of its own whose staff list holds the signed-in desk and two colleagues,
 * one of whom already owns an enquiry. Staff take an enquiry, give one to a colleague, find their own under "Mine",
 * and a colleague removed from the staff list leaves their enquiries in place for someone else to take.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { staffCommand } from '../support/host.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'desk@agency.example', password: 'owner-desk-password-1' };
const BEN = 'ben.jones@agency.example';
const CAROL = 'carol@agency.example';
const WIDTHS = [1280, 390] as const;
const SUBMISSIONS = [
  {
    name: 'Omar Rossi',
    email: 'omar@example.com',
    message: 'Can you draw us a logo?',
    hoursAgo: 5,
    owner: CAROL,
  },
  // Each width's pair a little newer than the last one's, so the lists' order is known.
  ...WIDTHS.flatMap((width, index) => [
    {
      name: `Priya ${width}`,
      email: 'priya@example.com',
      message: 'Can you build us a shop?',
      hoursAgo: 3 - index / 2,
    },
    {
      name: `Grace ${width}`,
      email: 'grace@example.com',
      message: 'Hello from Grace, about a website.',
      hoursAgo: 1.5 - index / 2,
    },
  ]),
];

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(SUBMISSIONS, { staff: STAFF, colleagues: [BEN, CAROL] });

const rows = (page: Page) => page.getByRole('region', { name: 'Submissions' }).getByRole('link');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const views = (page: Page) => page.getByRole('navigation', { name: 'Views' });

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

WIDTHS.forEach((width, index) => {
  test(`at ${width} px staff take an enquiry, give one to a colleague and find their own under Mine`, async ({
    browser,
  }) => {
    const page = await desk.signIn(browser, width);
    const mineBefore = index;

    // The list names who owns what, short; "Mine" sits beside the other views with its count.
    await expect(row(page, 'Omar Rossi')).toContainText('Owner: carol');
    await expect(row(page, `Priya ${width}`)).not.toContainText('Owner');
    await expect(views(page).getByRole('link', { name: `Mine ${mineBefore}` })).toBeVisible();

    // Take it: the detail says it is the viewer's now.
    await row(page, `Priya ${width}`).click();
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name: `Priya ${width}` })).toBeVisible();
    await expect(detail.getByText('Nobody yet')).toBeVisible();
    await detail.getByRole('button', { name: 'Take it' }).click();
    await expect(detail.getByText(`${STAFF.email} (you)`)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Take it' })).toHaveCount(0);
    await expect(detail.getByRole('combobox', { name: 'Give it to' })).toHaveValue(/.+/);
    expect(await axeViolations(page), `detail at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`owner-detail-${width}.png`) });

    // Give another to a colleague from the list of staff.
    await page.goto(`${desk.host.url}/admin`);
    await row(page, `Grace ${width}`).click();
    await detail.getByRole('combobox', { name: 'Give it to' }).selectOption({ label: BEN });
    await detail.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(detail.getByRole('definition').filter({ hasText: BEN })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Take it' })).toBeVisible();

    // The list shows both owners; Mine holds the viewer's own, newest first, with its count.
    await page.goto(`${desk.host.url}/admin`);
    await expect(row(page, `Priya ${width}`)).toContainText('Owner: you');
    await expect(row(page, `Grace ${width}`)).toContainText('Owner: ben.jones');
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `list at ${width}`).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`owners-list-${width}.png`),
      fullPage: true,
    });

    await views(page)
      .getByRole('link', { name: `Mine ${mineBefore + 1}` })
      .click();
    await expect(page).toHaveURL(/[?&]view=mine/);
    await expect(views(page).getByRole('link', { name: `Mine ${mineBefore + 1}` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows(page)).toHaveText(
      WIDTHS.slice(0, index + 1)
        .reverse()
        .map((taken) => new RegExp(`Priya ${taken}`)),
    );
    await noHorizontalOverflow(page);
    expect(await axeViolations(page), `mine at ${width}`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`mine-${width}.png`), fullPage: true });

    // Handled, it leaves Mine (open work only) and keeps its owner.
    await row(page, `Priya ${width}`).click();
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await page.goto(`${desk.host.url}/admin?view=mine`);
    await expect(views(page).getByRole('link', { name: `Mine ${mineBefore}` })).toBeVisible();
    await page.goto(`${desk.host.url}/admin?view=handled`);
    await expect(row(page, `Priya ${width}`)).toContainText('Owner: you');
    // Reopened for the next width's count.
    await row(page, `Priya ${width}`).click();
    await detail.getByRole('button', { name: 'Reopen' }).click();
    await expect(detail.getByRole('button', { name: 'Mark handled' })).toBeVisible();
    await page.context().close();
  });
});

test('a colleague removed from the staff list leaves their enquiries, owned by nobody, for others to take', async ({
  browser,
}) => {
  expect(await staffCommand(desk.dataDir, ['remove', CAROL])).toContain('is no longer staff');
  const page = await desk.signIn(browser, 1280);
  await expect(row(page, 'Omar Rossi')).toBeVisible();
  await expect(row(page, 'Omar Rossi')).not.toContainText('Owner');
  await row(page, 'Omar Rossi').click();
  const detail = page.getByRole('article');
  await expect(detail.getByText('Nobody yet')).toBeVisible();
  await expect(
    detail.getByRole('combobox', { name: 'Give it to' }).getByRole('option', { name: CAROL }),
  ).toHaveCount(0);
  await detail.getByRole('button', { name: 'Take it' }).click();
  await expect(detail.getByText(`${STAFF.email} (you)`)).toBeVisible();
  await page.context().close();
});
