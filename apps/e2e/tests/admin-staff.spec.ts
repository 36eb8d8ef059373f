/**
 * Who works the inbox, worked as staff would on a host of its own: the owner (the host's startup account) invites a
 * colleague, who chooses a password through the e-mailed link and works as a member (no staff controls, and the
 * function refuses them); then the owner takes the colleague off the list, and the colleague's next click finds no
 * access. At 1280 and 390 px, with axe.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const OWNER = { email: 'owner@agency.example', password: 'owner-desk-password-1' };
const SUBMISSIONS = [
  {
    name: 'Priya Okafor',
    email: 'priya@example.com',
    message: 'Can you quote a shop?',
    hoursAgo: 2,
  },
];

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(SUBMISSIONS, { staff: OWNER });

async function invitations(): Promise<{ to: string; kind: string; text: string }[]> {
  const dir = join(desk.dataDir, 'outbox', 'staff');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.json'),
  );
  const mails = await Promise.all(
    files.sort().map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))),
  );
  return mails.filter((mail) => mail.kind === 'invite');
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 800 },
  });
  return context.newPage();
}

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(width);
}

for (const width of [1280, 390] as const) {
  test(`at ${width} px an owner invites a colleague, who joins as a member, then removes them`, async ({
    browser,
  }) => {
    const colleague = `colleague-${width}@agency.example`;
    const password = `colleague-password-${width}`;
    const owner = await desk.signIn(browser, width);
    await owner.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(owner.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    const list = owner.getByRole('list', { name: 'Staff members' });
    await expect(list.getByRole('listitem').filter({ hasText: OWNER.email })).toContainText(
      'Owner',
    );

    // An address that is not one: said in words.
    const form = owner.getByRole('form', { name: 'Invite a colleague' });
    await form.getByRole('textbox', { name: /^Their e-mail address/ }).fill('not an address');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText('That is not an e-mail address.', { exact: false })).toBeVisible();

    const before = (await invitations()).length;
    await form.getByRole('textbox', { name: /^Their e-mail address/ }).fill(colleague);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      owner.getByText(`Invitation sent to ${colleague}.`, { exact: false }),
    ).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: colleague })).toContainText('Member');
    await noHorizontalOverflow(owner);
    expect(await axeViolations(owner), `staff at ${width}`).toEqual([]);
    await owner.screenshot({ path: test.info().outputPath(`staff-${width}.png`), fullPage: true });

    // The colleague opens the e-mailed link and chooses a password; they work the inbox as a member.
    await expect.poll(async () => (await invitations()).length).toBe(before + 1);
    const mail = (await invitations()).at(-1)!;
    expect(mail.to).toBe(colleague);
    const link = /^(http\S+\/auth\/v1\/verify\?\S+)$/m.exec(mail.text)?.[1];
    const invitee = await newPage(browser, width);
    await invitee.goto(link!);
    const setForm = invitee.getByRole('form', { name: 'Choose a new password' });
    await expect(setForm).toBeVisible();
    await setForm.getByLabel(/^New password(?! again)/).fill(password);
    await setForm.getByLabel(/^New password again/).fill(password);
    await setForm.getByRole('button', { name: 'Save new password' }).click();
    await expect(invitee.getByRole('navigation', { name: 'Views' })).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
    // The address typed in by hand: the list, without any control, and why.
    await invitee.goto(`${desk.host.url}/admin?account=staff`);
    await expect(
      invitee.getByText('Only an owner of the inbox can invite or remove staff.'),
    ).toBeVisible();
    await expect(invitee.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(invitee.getByRole('form', { name: 'Invite a colleague' })).toHaveCount(0);
    expect(await axeViolations(invitee), `member's staff page at ${width}`).toEqual([]);
    // And the function refuses them in words, whatever the page shows.
    const refused = await invitee.evaluate(async (url) => {
      const stored = Object.entries(localStorage).find(([key]) => key.includes('admin-auth'));
      const token = stored ? (JSON.parse(stored[1]) as { access_token: string }).access_token : '';
      const response = await fetch(`${url}/functions/v1/admin-submissions?action=invite`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'sneaky@agency.example' }),
      });
      return { status: response.status, body: await response.json() };
    }, desk.host.url);
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'Only an owner of the inbox can invite or remove staff. Ask an owner to do it.',
        code: 'owner_only',
      },
    });

    // The owner takes them off the list, after a confirmation that names them.
    await list
      .getByRole('listitem')
      .filter({ hasText: colleague })
      .getByRole('button', { name: /^Remove/ })
      .click();
    const dialog = owner.getByRole('dialog', { name: 'Take this person off the staff list?' });
    await expect(dialog).toContainText(colleague);
    await dialog.getByRole('button', { name: 'Remove from staff' }).click();
    await expect(
      owner.getByText(`${colleague} is no longer on the staff list.`, { exact: false }),
    ).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: colleague })).toHaveCount(0);

    // Their next load finds no access.
    await invitee.goto(`${desk.host.url}/admin`);
    await expect(invitee.getByText('No access')).toBeVisible();
    await invitee.context().close();
    await owner.context().close();
  });
}
