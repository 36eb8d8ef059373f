/**
 * The outbox of deliveries on the embedded database, through the contact function: a stored real submission gets its
 * acknowledgement and webhook rows in the same transaction, one acknowledgement per mailbox per day, none for spam;
 * a run sends each once under its key, records failures with a backoff, and a crash between sending and recording
 * does not send twice. Erasing the submission erases its deliveries.
 */
import { createHmac } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  runDeliveries,
  type DeliverySenders,
  type DeliveryStore,
} from '../functions/_shared/deliveries.ts';
import { createWebhookSender, parseWebhookTarget } from '../functions/_shared/webhook.ts';
import { createRecordingMailer } from '../functions/tests/in-memory-deps.ts';
import { ALLOWED_ORIGIN, jsonRequest, withBody } from '../functions/tests/requests.ts';
import { createPgliteSubmissionStore } from '../pglite/contact-deps.ts';
import { asRole, openLocalDatabase } from '../pglite/database.ts';
import { createContactHandler } from '../testing/function-apps.ts';

const silent = { info() {}, warn() {}, error() {} };
const SECRET = `whsec_${Buffer.from('a test secret of thirty-two bytes').toString('base64')}`;
const AGENCY = 'hello@agency.example';

let db: PGlite;
beforeAll(async () => {
  db = await openLocalDatabase();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec(
    'delete from public.contact_submissions; delete from public.contact_rate_limit_hits;',
  );
});

interface Received {
  headers: Headers;
  body: string;
}

function setup(options: { mailerFails?: boolean } = {}) {
  const store = createPgliteSubmissionStore(db);
  const mailer = createRecordingMailer({ fail: options.mailerFails });
  const received: Received[] = [];
  const webhookFetch: typeof fetch = async (_url, init) => {
    received.push({ headers: new Headers(init?.headers), body: String(init?.body) });
    return new Response(null, { status: 204 });
  };
  let runs = 0;
  const handler = createContactHandler({
    store,
    hashSalt: 'test-salt',
    allowedOrigins: [ALLOWED_ORIGIN],
    clientAddressTrust: { header: 'x-forwarded-for', trustedProxyHops: 1 },
    outbox: { acknowledge: true, webhook: true, runSoon: () => (runs += 1) },
  });
  const senders: DeliverySenders = {
    email: { mailer, addresses: { from: 'Website <site@agency.example>', replyTo: AGENCY } },
    webhook: createWebhookSender({
      target: parseWebhookTarget('https://hooks.example/in', SECRET)!,
      fetch: webhookFetch,
    }),
    siteUrl: 'https://www.lumenforge.example',
    timeZone: 'Europe/London',
  };
  const run = (deliveryStore: DeliveryStore = store) =>
    runDeliveries({ store: deliveryStore, senders, logger: silent });
  const submit = async (changes: Record<string, unknown> = {}, address = '203.0.113.7') => {
    const response = await handler(
      jsonRequest(withBody(changes), { origin: ALLOWED_ORIGIN, 'x-forwarded-for': address }),
    );
    const { rows } = await asRole(db, 'service_role', (tx) =>
      tx.query<{ id: string }>(
        'select id from public.contact_submissions order by created_at desc limit 1',
      ),
    );
    return { status: response.status, body: { id: rows[0]?.id } };
  };
  return { store, mailer, received, run, submit, runs: () => runs };
}

async function deliveries() {
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<{
      kind: string;
      submission_id: string;
      idempotency_key: string;
      attempts: number;
      sent_at: Date | null;
      last_error: string | null;
      next_attempt_at: Date;
    }>(
      'select kind, submission_id, idempotency_key, attempts, sent_at, last_error, next_attempt_at from public.contact_deliveries order by created_at, kind',
    ),
  );
  return rows;
}

describe('the outbox of deliveries on the embedded database', () => {
  it('stores an acknowledgement and a webhook with a real submission and starts a run after the answer', async () => {
    const { submit, runs } = setup();
    const { status, body } = await submit();
    expect(status).toBe(200);
    expect((await deliveries()).map((row) => [row.kind, row.submission_id])).toEqual([
      ['acknowledgement', body.id],
      ['webhook', body.id],
    ]);
    expect(runs()).toBe(1);
  });

  it('sends the acknowledgement from the fixed template, with nothing the enquirer typed', async () => {
    const { submit, run, mailer } = setup();
    await submit({
      name: 'Mallory <b>Buy now</b>',
      email: 'target@example.com',
      message: 'Visit https://phish.example to claim your prize now!!',
    });
    expect(await run()).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
    const email = mailer.sent[0]!;
    expect(email).toMatchObject({ to: 'target@example.com', replyTo: AGENCY });
    for (const part of [email.subject, email.text, email.html]) {
      expect(part).not.toMatch(/Mallory|Buy now|phish|prize/);
    }
    expect(email.text).toContain('within 24 hours');
    expect(email.text).toContain('https://calendly.com/lumenforge/15min');
    expect((await deliveries()).every((row) => row.sent_at !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it('acknowledges a mailbox once a day, however it is spelled, and never spam', async () => {
    const { submit, run, mailer, received } = setup();
    await submit({ email: 'Ada.Lovelace+site@GoogleMail.com' }, '203.0.113.1');
    await submit({ email: 'adalovelace@gmail.com' }, '203.0.113.2');
    await submit({ email: 'spam@example.com', website: 'http://bot.example' }, '203.0.113.3');
    const kinds = (await deliveries()).map((row) => row.kind);
    expect(kinds.filter((kind) => kind === 'acknowledgement')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'webhook')).toHaveLength(2);
    await run();
    expect(mailer.sent.map((email) => email.to)).toEqual(['Ada.Lovelace+site@GoogleMail.com']);
    expect(received).toHaveLength(2);
  });

  it('counts "a day" as the last 24 hours, not the calendar day: midnight UTC starts nothing', async () => {
    const { submit } = setup();
    const acknowledgements = async () =>
      (await deliveries()).filter((row) => row.kind === 'acknowledgement').length;
    /** The mailbox's acknowledgement as if it were written `age` ago (its UTC day: yesterday). */
    const ageAcknowledgement = (age: string) =>
      db.query(
        `update public.contact_deliveries
         set created_at = now() - $1::interval, acknowledged_on = (now() at time zone 'UTC')::date - 1
         where kind = 'acknowledgement'`,
        [age],
      );
    await submit({ email: 'grace@example.com' }, '203.0.113.11');
    expect(await acknowledgements()).toBe(1);

    // Acknowledged ten minutes ago, before midnight UTC: a new UTC day, the same 24 hours.
    await ageAcknowledgement('10 minutes');
    await submit({ email: 'grace@example.com' }, '203.0.113.12');
    expect(await acknowledgements()).toBe(1);

    await ageAcknowledgement('23 hours 59 minutes');
    await submit({ email: 'Grace@Example.com' }, '203.0.113.13');
    expect(await acknowledgements()).toBe(1);

    await ageAcknowledgement('24 hours 1 minute');
    await submit({ email: 'grace@example.com' }, '203.0.113.14');
    expect(await acknowledgements()).toBe(2);
  });

  it('signs each webhook by the Standard Webhooks rules, with a text a chat tool shows', async () => {
    const { submit, run, received } = setup();
    const { body } = await submit({ name: 'Grace <!channel> Hopper' });
    await run();
    const [message] = received;
    const id = message!.headers.get('webhook-id')!;
    const timestamp = message!.headers.get('webhook-timestamp')!;
    const key = Buffer.from(SECRET.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${message!.body}`)
      .digest('base64');
    expect(message!.headers.get('webhook-signature')).toBe(`v1,${expected}`);
    expect(id).toBe(`contact-webhook/${(await deliveries())[1]!.idempotency_key.split('/')[1]}`);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const payload = JSON.parse(message!.body) as {
      text: string;
      type: string;
      data: { id: string; name: string; inbox_url: string };
    };
    expect(payload.type).toBe('contact.submission.created');
    expect(payload.data).toMatchObject({
      id: body.id,
      name: 'Grace <!channel> Hopper',
      inbox_url: `https://www.lumenforge.example/admin?view=all&id=${body.id}`,
    });
    expect(payload.text).toContain('Grace &lt;!channel&gt; Hopper');
    expect(payload.text).toContain(
      `Open in inbox: https://www.lumenforge.example/admin?view=all&id=${body.id}`,
    );
  });

  it('records a failed attempt with its reason and tries it again after the backoff only', async () => {
    const failing = setup({ mailerFails: true });
    await failing.submit();
    expect(await failing.run()).toMatchObject({ attempted: 2, failed: 1 });
    const [acknowledgement] = await deliveries();
    expect(acknowledgement).toMatchObject({
      attempts: 1,
      sent_at: null,
      last_error: 'provider down',
    });
    expect(acknowledgement!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await failing.run()).toEqual({ attempted: 0, sent: 0, failed: 0 });

    await db.exec(
      `update public.contact_deliveries set next_attempt_at = now() where sent_at is null`,
    );
    const working = setup();
    expect(await working.run()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect((await deliveries())[0]).toMatchObject({ attempts: 2, last_error: null });
  });

  it('sends once when the host dies between sending and recording: the retry reuses the key', async () => {
    const { store, submit, run, mailer, received } = setup();
    await submit();
    // The attempt goes out, then the process is gone before it is recorded.
    await run({ ...store, markDeliveries: () => Promise.reject(new Error('SIGKILL')) });
    expect(await run()).toEqual({ attempted: 0, sent: 0, failed: 0 }); // still leased
    await db.exec(`update public.contact_deliveries set next_attempt_at = now()`); // the lease runs out
    expect(await run()).toEqual({ attempted: 2, sent: 2, failed: 0 });
    expect(mailer.attempts).toHaveLength(2);
    expect(mailer.sent).toHaveLength(1);
    expect(new Set(received.map((message) => message.headers.get('webhook-id'))).size).toBe(1);
  });

  it('erases the deliveries with their submission', async () => {
    const { submit } = setup();
    const { body } = await submit();
    await asRole(db, 'service_role', (tx) =>
      tx.query('delete from public.contact_submissions where id = $1', [body.id]),
    );
    expect(await deliveries()).toEqual([]);
  });
});
