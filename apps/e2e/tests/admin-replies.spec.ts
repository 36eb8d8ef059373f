/**
 * Replies from the inbox, worked as staff would at 1280 and 390 px on a host of its own: a staff member writes a
 * plain-text reply under the enquiry, it shows in the thread with who sent it and when, goes out through the outbox
 * (one e-mail, the enquiry quoted below, Reply-To the agency) and shows as sent; the enquiry becomes replied.
 */
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { outboxEmails } from '../support/outbox.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'replies@agency.example', password: 'replies-desk-password-1' };
const SUBMISSIONS = [
  {
    name: 'Wide Desk',
    email: 'wide.desk@example.com',
    message: 'Could you quote a <b>shop</b>?\nWe sell ceramics.',
    hoursAgo: 3,
  },
  {
    name: 'Phone Desk',
    email: 'phone.desk@example.com',
    message: 'Could you quote a <b>shop</b>?\nWe sell ceramics.',
    hoursAgo: 2,
  },
];

test.describe.configure({ mode: 'serial' });

const desk = seededDesk(SUBMISSIONS, {
  staff: STAFF,
  env: { CONTACT_TO_EMAIL: 'hello@agency.example', CONTACT_TIME_ZONE: 'America/Chicago' },
});

for (const [width, name] of [
  [1280, 'Wide Desk'],
  [390, 'Phone Desk'],
] as const) {
  test(`at ${width} px staff reply from the inbox: the thread shows it sent and the enquiry replied`, async ({
    browser,
  }) => {
    const page = await desk.signIn(browser, width);
    await page
      .getByRole('region', { name: 'Submissions' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    const detail = page.getByRole('article');
    await expect(detail.getByRole('heading', { name })).toBeVisible();

    const replies = detail.getByRole('region', { name: 'Replies' });
    const text = `Hello ${name},\nyes, we build shops. Shall we talk on Tuesday?\n<i>Grace</i>`;
    await replies.getByRole('textbox', { name: /^Your reply/ }).fill(text);
    expect(await axeViolations(page), 'the reply form').toEqual([]);
    await replies.getByRole('button', { name: 'Send reply' }).click();

    // The thread: who sent it, the text as typed (no HTML), and how its delivery stands.
    const thread = replies.getByRole('list', { name: 'Replies' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread).toContainText(`By ${STAFF.email}`);
    await expect(thread).toContainText('<i>Grace</i>');
    await expect(detail.getByText('Replied', { exact: true })).toBeVisible();

    // One e-mail in the outbox: to the enquirer, plain text, the enquiry quoted, answered to the agency.
    let sent: Awaited<ReturnType<typeof outboxEmails>> = [];
    await expect
      .poll(async () => {
        sent = (await outboxEmails(desk.dataDir)).filter(
          (email) =>
            email.idempotencyKey.startsWith('contact-reply/') &&
            email.to === SUBMISSIONS.find((s) => s.name === name)!.email,
        );
        return sent.length;
      })
      .toBe(1);
    expect(sent[0]).toMatchObject({ replyTo: 'hello@agency.example' });
    expect(sent[0]!.html).toBeUndefined();
    expect(sent[0]!.text).toContain(`${text}\n\nOn `);
    expect(sent[0]!.text).toContain(
      'you wrote:\n> Could you quote a <b>shop</b>?\n> We sell ceramics.',
    );

    // Opened again, the reply shows as sent.
    await page.reload();
    await expect(
      page
        .getByRole('article')
        .getByRole('list', { name: 'Replies' })
        .getByText('Sent', { exact: true }),
    ).toBeVisible();
    expect(await axeViolations(page), 'the thread with a reply').toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`thread-with-reply-${width}.png`),
      fullPage: true,
    });
    // As a phone shows it: the thread scrolled into view, above the actions at the bottom.
    await page.getByRole('article').getByRole('list', { name: 'Replies' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`thread-in-view-${width}.png`) });
    await page.context().close();
  });
}
