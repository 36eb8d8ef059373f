/**
 * One search over every view, worked as staff would: an erasure request already handled, searched from "New", on a
 * host of its own.
 */
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'search@agency.example', password: 'search-desk-password-1' };

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(
  [
    { name: 'Grace Chen', email: 'grace@example.com', message: 'A new shop, please.', hoursAgo: 1 },
    { name: 'Omar Rossi', email: 'omar@example.com', message: 'A logo, please.', hoursAgo: 3 },
    {
      name: 'Linus Berg',
      email: 'linus@example.com',
      message: 'Please erase my data.',
      hoursAgo: 40,
      handled: true,
    },
  ],
  { staff: STAFF },
);

const list = (page: Page) => page.getByRole('region', { name: 'Submissions' });

for (const width of [1280, 390]) {
  test(`at ${width} px a handled enquiry searched from "New" says where it matches, and leads there`, async ({
    browser,
  }) => {
    const page = await desk.signIn(browser, width);
    const views = page.getByRole('navigation', { name: 'Views' });
    await expect(views.getByRole('link', { name: /^New 2$/ })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('erase');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=erase/);

    // Every view counts the search; New has none, and says where the match is.
    await expect(views.getByRole('link', { name: /^New 0$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(views.getByRole('link', { name: /^Handled 1$/ })).toBeVisible();
    await expect(views.getByRole('link', { name: /^All 1$/ })).toBeVisible();
    await expect(list(page)).toContainText('No submissions in “New” match this search.');
    await expect(list(page)).toContainText('It matches in other views:');
    await expect(list(page).getByRole('link')).toHaveText(['1 in “Handled”', '1 in “All”']);
    expect(await axeViolations(page), `search from New at ${width}`).toEqual([]);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.screenshot({ path: test.info().outputPath(`search-${width}.png`), fullPage: true });

    // The link leads to the match, the search kept in the URL and the box.
    await list(page).getByRole('link', { name: '1 in “Handled”' }).click();
    await expect(page).toHaveURL(/view=handled/);
    await expect(page).toHaveURL(/[?&]q=erase/);
    await expect(list(page).getByRole('link')).toHaveText([/Linus Berg/]);
    await expect(page.getByRole('searchbox', { name: 'Search submissions' })).toHaveValue('erase');

    // Another view keeps the search too.
    await views.getByRole('link', { name: /^All 1$/ }).click();
    await expect(page).toHaveURL(/view=all/);
    await expect(page).toHaveURL(/[?&]q=erase/);
    await expect(list(page).getByRole('link')).toHaveText([/Linus Berg/]);

    // No match anywhere: it says so, with no view to go to.
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('nobody-wrote-this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(list(page)).toContainText('No submissions match this search.');
    await expect(list(page).getByRole('link')).toHaveCount(0);
    await page.context().close();
  });
}
