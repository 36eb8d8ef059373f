/**
 * Staff replies from the inbox on the embedded database, through the admin function: a reply is stored in the
 * enquiry's thread with who wrote it and when, the enquiry becomes replied (and handled), the outbox sends it once as
 * plain text with the enquiry quoted below, and it is erased and purged with its enquiry.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '../functions/_shared/admin-handler.ts';
import { runDeliveries, type DeliverySenders } from '../functions/_shared/deliveries.ts';
import { REPLY_PROBLEMS, type InboxItem } from '../functions/_shared/inbox.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../functions/_shared/limits.ts';
import { createRecordingMailer } from '../functions/tests/in-memory-deps.ts';
import { createPgliteAdminDeps } from '../pglite/admin-deps.ts';
import { createPgliteSubmissionStore } from '../pglite/contact-deps.ts';
import { asRole } from '../pglite/database.ts';
import { createAdminSubmissionsHandler } from '../testing/function-apps.ts';
import { addAccount, openStaffDatabase, sessionOf, STAFF } from './staff-database.ts';

const STAFF_ID = STAFF.sub;
const SESSION_ID = sessionOf(STAFF);
/** Signed in, not on the staff list. */
const USER = { sub: '00000000-0000-4000-8000-0000000000c1', email: 'user@x.example' };
const AGENCY = { from: 'Website <site@agency.example>', replyTo: 'hello@agency.example' };
const silent = { info() {}, warn() {}, error() {} };
const URL_BASE = 'http://localhost/functions/v1/admin-submissions';

let db: PGlite;
beforeAll(async () => {
  ({ db } = await openStaffDatabase());
  await addAccount(db, USER);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.exec('delete from public.contact_submissions');
});

async function enquiry(values: { status?: string; hoursAgo?: number } = {}): Promise<string> {
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      `insert into public.contact_submissions (created_at, name, email, message, status)
       values (now() - make_interval(secs => $1 * 3600), 'Ada Lovelace', 'ada@example.com',
               $2, $3) returning id`,
      [
        values.hoursAgo ?? 1,
        'Could you build <b>a shop</b>?\n\nThanks, Ada',
        values.status ?? 'notified',
      ],
    ),
  );
  return rows[0]!.id;
}

function setup(options: { replies?: boolean; mailerFails?: boolean } = {}) {
  let sendSoon = 0;
  const handler = createAdminSubmissionsHandler(
    createPgliteAdminDeps(db, {
      verifyAccessToken: async (token) =>
        token === 'staff'
          ? { sub: STAFF_ID, role: 'authenticated', session_id: SESSION_ID }
          : token === 'user'
            ? { sub: USER.sub, role: 'authenticated', session_id: sessionOf(USER) }
            : null,
      notification: null,
      replies: options.replies === false ? null : { sendSoon: () => (sendSoon += 1) },
    }),
  );
  const mailer = createRecordingMailer({ fail: options.mailerFails });
  const senders: DeliverySenders = {
    email: { mailer, addresses: AGENCY },
    webhook: null,
    siteUrl: null,
    timeZone: 'Europe/London',
  };
  const store = createPgliteSubmissionStore(db);
  const send = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    handler(
      new Request(`${URL_BASE}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${init.token ?? 'staff'}`,
          'Content-Type': 'application/json',
        },
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      }),
    );
  const reply = (id: string, body: unknown, token?: string) =>
    send(`?id=${id}&action=reply`, { method: 'POST', body, token });
  const item = async (id: string) =>
    ((await (await send(`?id=${id}`)).json()) as { item: InboxItem }).item;
  return {
    reply,
    item,
    mailer,
    run: () => runDeliveries({ store, senders, logger: silent }),
    sendSoon: () => sendSoon,
  };
}

describe('staff replies from the inbox, on the embedded database', () => {
  it('stores the reply in the thread with its author, marks the enquiry replied, and sends it once', async () => {
    const id = await enquiry();
    const desk = setup();
    const answer = await desk.reply(id, { text: '  Hello Ada,\r\nyes we can.\n\nGrace  ' });
    expect(answer.status).toBe(201);
    const { item } = (await answer.json()) as { item: InboxItem };
    expect(item).toMatchObject({ replied: true, handled: true, read: true });
    expect(item.repliedAt).not.toBeNull();
    expect(item.thread).toEqual([
      {
        id: expect.any(String),
        at: item.repliedAt,
        author: 'staff@x.example',
        text: 'Hello Ada,\nyes we can.\n\nGrace',
        state: 'sending',
        sentAt: null,
        problem: null,
      },
    ]);
    expect(desk.sendSoon()).toBe(1);

    expect(await desk.run()).toEqual({ attempted: 1, sent: 1, failed: 0 });
    expect(await desk.run()).toEqual({ attempted: 0, sent: 0, failed: 0 });
    expect(desk.mailer.sent).toHaveLength(1);
    const email = desk.mailer.sent[0]!;
    expect(email).toMatchObject({
      to: 'ada@example.com',
      replyTo: 'hello@agency.example',
      subject: 'Re: your message to Lumen Forge',
    });
    expect(email.html).toBeUndefined();
    expect(email.text).toMatch(
      /^Hello Ada,\nyes we can\.\n\nGrace\n\nOn \w{3}, \w{3} \d+, \d{4}, \d\d:\d\d GMT(\+1)?, you wrote:\n> Could you build <b>a shop<\/b>\?\n>\n> Thanks, Ada\n$/,
    );
    expect(desk.mailer.attempts).toEqual([`contact-reply/${item.thread![0]!.id}`]);
    const after = await desk.item(id);
    expect(after.thread![0]).toMatchObject({ state: 'sent', sentAt: expect.any(String) });
  });

  it('answers bad replies with a worded 400, and refuses spam, unknown ids and non-staff', async () => {
    const id = await enquiry();
    const desk = setup();
    for (const body of [
      { text: '' },
      { text: '   \n ' },
      { text: 'x'.repeat(10_001) },
      { text: 42 },
      { text: 'Hello', cc: 'someone@example.com' },
      { text: 'Bell \u0007 in it' },
      'not json',
      ['Hello'],
    ]) {
      const answer = await desk.reply(id, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(await answer.json()).toEqual({
        error: ADMIN_MESSAGES.replyInvalid,
        code: ADMIN_ERROR_CODES.replyInvalid,
      });
    }
    expect((await desk.reply(id, { text: 'x'.repeat(10_000) })).status).toBe(201);
    expect(
      (await desk.reply('00000000-0000-4000-8000-00000000ffff', { text: 'Hello' })).status,
    ).toBe(404);
    const spam = await enquiry({ status: 'spam' });
    const refused = await desk.reply(spam, { text: 'Hello' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'reply_to_spam' });
    expect((await desk.reply(id, { text: 'Hello' }, 'user')).status).toBe(403);
    const noProvider = await setup({ replies: false }).reply(id, { text: 'Hello' });
    expect(noProvider.status).toBe(409);
    expect(await noProvider.json()).toMatchObject({ code: 'no_provider' });
    const { rows } = await db.query<{ count: number }>(
      "select count(*)::int as count from public.contact_deliveries where kind = 'reply'",
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('shows a reply the e-mail service refused as retried, then as given up, in words', async () => {
    const id = await enquiry();
    const desk = setup({ mailerFails: true });
    await desk.reply(id, { text: 'Hello Ada' });
    await desk.run();
    expect((await desk.item(id)).thread![0]).toMatchObject({
      state: 'sending',
      problem: REPLY_PROBLEMS.retrying,
    });
    await db.query(`update public.contact_deliveries set attempts = $1`, [MAX_DELIVERY_ATTEMPTS]);
    expect((await desk.item(id)).thread![0]).toMatchObject({
      state: 'failed',
      problem: REPLY_PROBLEMS.gaveUp,
    });
    expect(await desk.run()).toEqual({ attempted: 0, sent: 0, failed: 0 });
  });

  it('erases the replies with their enquiry, and purges them with it at 24 months', async () => {
    const desk = setup();
    const erased = await enquiry();
    const old = await enquiry({ hoursAgo: 24 * 740 });
    const kept = await enquiry();
    for (const id of [erased, old, kept]) await desk.reply(id, { text: 'Hello Ada' });
    expect((await desk.reply(erased, undefined)).status).toBe(400);
    const deleted = await createAdminSubmissionsHandler(
      createPgliteAdminDeps(db, {
        verifyAccessToken: async () => ({
          sub: STAFF_ID,
          role: 'authenticated',
          session_id: SESSION_ID,
        }),
        notification: null,
      }),
    )(
      new Request(`${URL_BASE}?id=${erased}`, {
        method: 'DELETE',
        headers: { Authorization: 'Bearer staff' },
      }),
    );
    expect(deleted.status).toBe(200);
    await asRole(db, 'service_role', (tx) =>
      tx.query('select public.purge_expired_contact_submissions()'),
    );
    const { rows } = await db.query<{ submission_id: string }>(
      'select submission_id from public.contact_deliveries',
    );
    expect(rows.map((row) => row.submission_id)).toEqual([kept]);
  });
});
