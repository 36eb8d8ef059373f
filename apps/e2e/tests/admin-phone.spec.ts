/**
 * The phone as a desk of its own (and 1280 px keeping list and detail side by side), worked as staff would: on a host
 * of its own whose inbox holds more submissions than a phone's screen shows, one from a long e-mail address.
 */
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk, type AgedSubmission } from '../support/seeded-inbox.ts';

const STAFF = { email: 'phone@agency.example', password: 'phone-desk-password-1' };
const LONG_EMAIL = 'priya.okafor-procurement@very-long-company-name.example.co.uk';
const SUBMISSIONS: AgedSubmission[] = [
  {
    name: 'Priya Okafor',
    email: LONG_EMAIL,
    message:
      'Can you quote a shop?\n\nWe sell handmade ceramics and need a storefront with a booking calendar.',
    hoursAgo: 30,
  },
  ...Array.from({ length: 11 }, (_, index) => ({
    name: `Client ${String.fromCharCode(65 + index)}`,
    email: `client${index}@example.com`,
    message: `Enquiry number ${index + 1}.`,
    hoursAgo: 2 + index,
  })),
];

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(SUBMISSIONS, { staff: STAFF });

const listPane = (page: Page) => page.getByRole('region', { name: 'Submissions' });
const row = (page: Page, name: string) =>
  listPane(page).getByRole('link').filter({ hasText: name });
const marker = (link: Locator) => link.locator('[data-unread-marker]');

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

/** The characters each rendered line of `link`'s text ends with (but the last line). */
async function lineEnds(link: Locator): Promise<string[]> {
  return link.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ char: text[i]!, top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    return chars
      .filter((c, i) => i + 1 < chars.length && chars[i + 1]!.top > c.top)
      .map((c) => c.char);
  });
}

test('at 390 px the detail is a screen of its own: message first, actions at hand, Back where it was', async ({
  browser,
}) => {
  const page = await desk.signIn(browser, 390, { path: '/admin?view=all&q=example' });
  await expect(listPane(page).getByRole('link')).toHaveCount(12);

  // Unread rows carry a visible dot (and say "Unread" to screen readers); none is read yet.
  const priya = row(page, 'Priya Okafor');
  await expect(marker(priya)).toBeVisible();
  expect((await marker(priya).boundingBox())?.width).toBeGreaterThan(4);
  await expect(priya).toHaveAccessibleName(/^Unread: Priya Okafor/);
  await noHorizontalOverflow(page);
  expect(await axeViolations(page), 'list at 390').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('list-390.png'), fullPage: true });

  // The oldest row is at the bottom of the list, below the first screen.
  await priya.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(0);
  await priya.click();
  await expect(page).toHaveURL(/view=all/);
  await expect(page).toHaveURL(/q=example/);
  await expect(page).toHaveURL(/[?&]id=/);

  // The detail alone: no list, no toolbar; its heading, message and actions on the first screen.
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Priya Okafor' })).toBeVisible();
  await expect(listPane(page)).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Message' })).toBeFocused();
  const message = detail.getByText(/^Can you quote a shop\?/);
  const messageBox = (await message.boundingBox())!;
  expect(messageBox.y + messageBox.height, 'message within the first screen').toBeLessThan(844);
  const actions = detail.getByRole('group', { name: 'Actions' });
  for (const name of ['Mark handled', 'Mark as spam']) {
    const box = (await actions.getByRole('button', { name }).boundingBox())!;
    expect(box.y + box.height, `${name} on the first screen`).toBeLessThanOrEqual(844);
    expect(box.y, `${name} in the lower half, within a thumb's reach`).toBeGreaterThan(844 / 2);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }

  // The long address wraps after its @ and dots (or a hyphen), never inside a word.
  const address = detail.getByRole('link', { name: LONG_EMAIL });
  const ends = await lineEnds(address);
  expect(ends.length, 'the address takes more than one line').toBeGreaterThan(0);
  for (const end of ends) expect(['@', '.', '-']).toContain(end);
  await noHorizontalOverflow(page);
  expect(await axeViolations(page), 'detail at 390').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('detail-390.png') });

  // Handled from the bar at the bottom of the screen.
  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The back control: the list where it was, with the search and view, the row read now.
  await detail.getByRole('link', { name: '← Back to inbox' }).click();
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(page).toHaveURL(/view=all/);
  await expect(page).toHaveURL(/q=example/);
  await expect(priya).toBeVisible();
  await expect(marker(priya)).toHaveCount(0);
  await expect(priya).toBeFocused();
  await expect(priya).toBeInViewport();
  // Where it was; handled, the overdue line above the list is one line shorter now.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listScroll - 30);

  // The browser's Back from the detail does the same.
  await row(page, 'Client K').click();
  await expect(detail.getByRole('heading', { name: 'Client K' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]id=/);
  await expect(row(page, 'Client K')).toBeVisible();
  await expect(marker(row(page, 'Client K'))).toHaveCount(0);
  await expect(row(page, 'Client K')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.context().close();
});

test('at 1280 px list and detail stay side by side, the unread marked', async ({ browser }) => {
  const page = await desk.signIn(browser, 1280, { path: '/admin?view=all' });
  // The phone test opened and read two; the others are still unread.
  await expect(marker(row(page, 'Client A'))).toBeVisible();
  await expect(marker(row(page, 'Priya Okafor'))).toHaveCount(0);
  await row(page, 'Client A').click();
  const detail = page.getByRole('article');
  await expect(detail.getByRole('heading', { name: 'Client A' })).toBeVisible();
  await expect(row(page, 'Client A')).toHaveAttribute('aria-current', 'true');
  await expect(marker(row(page, 'Client A'))).toHaveCount(0);
  const list = (await listPane(page).boundingBox())!;
  const pane = (await page.getByRole('region', { name: 'Message' }).boundingBox())!;
  expect(pane.x, 'the detail beside the list').toBeGreaterThanOrEqual(list.x + list.width);
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
  await expect(detail.getByRole('link', { name: '← Back to inbox' })).toBeHidden();
  await expect(detail.getByRole('group', { name: 'Actions' })).toBeVisible();
  await noHorizontalOverflow(page);
  expect(await axeViolations(page), 'list and detail at 1280').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('desk-1280.png') });
  await page.context().close();
});
