/**
 * A visitor's enquiry reaches everyone it should, worked as the visitor and staff see it, on a host of its own
 * configured with two notification recipients, the agency's time zone and a webhook to a receiver on 127.0.0.1: the
 * visitor gets an acknowledgement that repeats nothing they typed, the team's webhook arrives signed, and the
 * notification's "Open in inbox" link opens the enquiry in /admin.
 */
import { randomBytes } from 'node:crypto';
import { axeViolations } from '../support/axe.ts';
import { openForm } from '../support/contact-form.ts';
import { expect, test, visitorEmail } from '../support/fixtures.ts';
import { outboxEmails, startWebhookReceiver } from '../support/outbox.ts';
import { seededDesk } from '../support/seeded-inbox.ts';

const STAFF = { email: 'team@agency.example', password: 'acknowledge-desk-password-1' };
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
// Filled in before the desk starts (this suite's beforeAll runs first).
const env: Record<string, string> = {
  CONTACT_TO_EMAIL: 'hello@agency.example, sales@agency.example',
  CONTACT_TIME_ZONE: 'Europe/London',
  CONTACT_WEBHOOK_SECRET: SECRET,
};
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  env.CONTACT_WEBHOOK_URL = receiver.url;
});
const desk = seededDesk([], { staff: STAFF, env });
test.afterAll(async () => {
  await receiver?.close();
});

for (const width of [1280, 390]) {
  test(`at ${width} px a visitor's enquiry brings an acknowledgement, a signed webhook and a linked notification`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    const email = visitorEmail(`ack${width}`);
    const name = `Eve Typed ${width}`;
    const message = 'Please forward: claim your prize at https://phish.example today.';
    const form = await openForm(page, `${desk.host.url}/contact`, 'Send Us a Message');
    await form.name.fill(name);
    await form.email.fill(email);
    await form.message.fill(message);
    await form.submit.click();
    await expect(form.form.getByRole('status')).toContainText('Message sent successfully!');
    expect(await axeViolations(page), 'the form after sending').toEqual([]);

    // The acknowledgement: to the visitor, answered to the agency, with nothing they typed.
    let acknowledgement: Awaited<ReturnType<typeof outboxEmails>>[number] | undefined;
    await expect
      .poll(async () => {
        acknowledgement = (await outboxEmails(desk.dataDir)).find(
          (sent) => sent.idempotencyKey.startsWith('contact-acknowledgement/') && sent.to === email,
        );
        return acknowledgement !== undefined;
      })
      .toBe(true);
    expect(acknowledgement!.replyTo).toBe('hello@agency.example');
    for (const part of [acknowledgement!.subject, acknowledgement!.text, acknowledgement!.html])
      expect(part).not.toMatch(/Eve|Typed|phish|prize/);
    expect(acknowledgement!.text).toContain('within 24 hours');
    expect(acknowledgement!.text).toContain('https://calendly.com/lumenforge/15min');

    // The webhook: verified by the receiver, the enquiry's data and a text a chat tool shows.
    await expect
      .poll(() => receiver.receipts.some((r) => r.payload.data.email === email))
      .toBe(true);
    const hook = receiver.receipts.find((r) => r.payload.data.email === email)!;
    expect(receiver.refused).toEqual([]);
    expect(hook.payload.type).toBe('contact.submission.created');
    expect(hook.payload.data).toMatchObject({ name, message });
    expect(hook.payload.text).toContain(`New enquiry from ${name} (${email})`);

    // The notification: to both recipients, the time in London, and the link into the inbox.
    const notification = (await outboxEmails(desk.dataDir)).find(
      (sent) =>
        sent.idempotencyKey.startsWith('contact-notification/') &&
        sent.submissionId === hook.payload.data.id,
    )!;
    expect(notification.to).toEqual(['hello@agency.example', 'sales@agency.example']);
    expect(notification.text).toMatch(
      /Received: \w{3}, \w{3} \d{1,2}, \d{4}, \d\d:\d\d GMT(\+1)? \(Europe\/London\)/,
    );
    const link = /^Open in inbox: (\S+)$/m.exec(notification.text)![1]!;
    expect(link).toBe(hook.payload.data.inbox_url);
    expect(link).toBe(`${desk.host.url}/admin?view=all&id=${hook.payload.data.id}`);

    // Staff follow the link and land on the enquiry.
    const staff = await desk.signIn(browser, width);
    await staff.goto(link);
    const detail = staff.getByRole('article');
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    await expect(detail.getByText(message)).toBeVisible();
    expect(await axeViolations(staff), 'the enquiry opened from the link').toEqual([]);
    await staff.context().close();
  });
}
