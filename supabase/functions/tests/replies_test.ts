/**
 * Staff replies on the Deno host: the admin app with the function's own PostgREST inbox (a stub fetch stands in for
 * the project), and the reply e-mail the outbox sends.
 */
import { createClient } from '@supabase/supabase-js';
import { createAdminApp } from '../admin-submissions/app.ts';
import { createSupabaseCallerInbox } from '../admin-submissions/supabase-inbox.ts';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '../_shared/admin-handler.ts';
import { runDeliveries, type ClaimedDelivery, type DeliveryMark } from '../_shared/deliveries.ts';
import { composeReplyEmail } from '../_shared/reply-email.ts';
import { check, checkEqual } from './check.ts';
import { createRecordingMailer } from './in-memory-deps.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const ROW = {
  id: ID,
  created_at: '2026-01-01T00:00:00+00:00',
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Hello',
  user_agent: null,
  source: 'website',
  metadata: {},
  status: 'notified',
  notified_at: null,
  notify_error: null,
  read_at: '2026-01-01T01:00:00+00:00',
  handled_at: '2026-01-01T01:00:00+00:00',
  handled_by: null,
  staff_note: null,
  replied_at: '2026-01-01T01:00:00+00:00',
  waited_seconds: null,
};
const REPLY = {
  id: '00000000-0000-4000-8000-00000000beef',
  created_at: '2026-01-01T01:00:00+00:00',
  body: 'Hello Ada',
  author_email: 'grace@agency.example',
  attempts: 0,
  last_error: null,
  sent_at: null,
};

function deskWith(outcome: 'stored' | 'spam' | 'not-found') {
  const rpcBodies: unknown[] = [];
  let sendSoon = 0;
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname.endsWith('/staff_access')) return reply('staff');
    if (url.pathname.endsWith('/reply_to_contact_submission')) {
      rpcBodies.push(await request.json());
      return reply({ outcome });
    }
    if (url.pathname.endsWith('/contact_deliveries')) return reply([REPLY]);
    return reply(url.searchParams.get('id') ? ROW : [ROW]);
  };
  const client = createClient('https://abc.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchStub },
  });
  const app = createAdminApp({
    verifyAccessToken: () =>
      Promise.resolve({ sub: 'staff', role: 'authenticated', session_id: 's' }),
    inboxAs: () => createSupabaseCallerInbox(client),
    retryNotification: () => Promise.resolve({ kind: 'failed' }),
    replies: { sendSoon: () => (sendSoon += 1) },
  });
  const post = (body: string) =>
    app.request(`/admin-submissions?id=${ID}&action=reply`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body,
    });
  return { post, rpcBodies, sendSoon: () => sendSoon };
}

Deno.test(
  'a reply is stored through the database function and answered with the thread',
  async () => {
    const desk = deskWith('stored');
    const answer = await desk.post(JSON.stringify({ text: '  Hello Ada\r\n ' }));
    checkEqual(answer.status, 201, 'status');
    checkEqual(desk.rpcBodies, [{ p_submission_id: ID, p_body: 'Hello Ada' }], 'rpc');
    checkEqual(desk.sendSoon(), 1, 'outbox run started');
    const { item } = (await answer.json()) as { item: { replied: boolean; thread: unknown[] } };
    checkEqual(item.replied, true, 'replied');
    checkEqual(
      item.thread,
      [
        {
          id: REPLY.id,
          at: '2026-01-01T01:00:00.000Z',
          author: 'grace@agency.example',
          text: 'Hello Ada',
          state: 'sending',
          sentAt: null,
          problem: null,
        },
      ],
      'thread',
    );
  },
);

Deno.test('a bad reply is a worded 400; spam and a missing enquiry are refused', async () => {
  for (const body of ['{"text":""}', '{"text":"\\u0000"}', '{"html":"<b>x</b>"}', 'nope']) {
    const answer = await deskWith('stored').post(body);
    checkEqual(answer.status, 400, `status of ${body}`);
    checkEqual(
      await answer.json(),
      { error: ADMIN_MESSAGES.replyInvalid, code: ADMIN_ERROR_CODES.replyInvalid },
      'worded',
    );
  }
  checkEqual((await deskWith('spam').post('{"text":"Hi"}')).status, 409, 'spam');
  checkEqual((await deskWith('not-found').post('{"text":"Hi"}')).status, 404, 'missing');
});

Deno.test(
  'the reply e-mail is plain text, the enquiry quoted below, answered to the agency',
  async () => {
    const mailer = createRecordingMailer();
    const marks: DeliveryMark[] = [];
    const due: ClaimedDelivery[] = [
      {
        id: REPLY.id,
        kind: 'reply',
        idempotencyKey: `contact-reply/${REPLY.id}`,
        attempts: 0,
        reply: { body: 'Yes, we can.\nGrace', authorEmail: 'grace@agency.example' },
        submission: {
          id: ID,
          createdAt: '2026-03-02T15:04:00.000Z',
          name: 'Ada',
          email: 'ada@example.com',
          message: '<script>alert(1)</script>\n\nA shop?',
          source: 'website',
        },
      },
    ];
    await runDeliveries({
      store: {
        claimDeliveries: async () => due.splice(0),
        markDeliveries: async (batch) => void marks.push(...batch),
      },
      senders: {
        email: {
          mailer,
          addresses: { from: 'Site <site@agency.example>', replyTo: 'hello@agency.example' },
        },
        webhook: null,
        siteUrl: null,
        timeZone: 'America/Indiana/Indianapolis',
      },
      logger: { info() {}, warn() {}, error() {} },
    });
    const [email] = mailer.sent;
    checkEqual(
      email,
      {
        from: 'Site <site@agency.example>',
        to: 'ada@example.com',
        replyTo: 'hello@agency.example',
        subject: 'Re: your message to Lumen Forge',
        text: 'Yes, we can.\nGrace\n\nOn Mon, Mar 2, 2026, 10:04 EST, you wrote:\n> <script>alert(1)</script>\n>\n> A shop?\n',
      },
      'e-mail',
    );
    check(!('html' in email!), 'no HTML part');
    checkEqual(mailer.attempts, [`contact-reply/${REPLY.id}`], 'key');
    checkEqual(marks, [{ id: REPLY.id, sent: true, detail: null }], 'marked');
    checkEqual(
      composeReplyEmail(
        'x',
        { email: 'a@b.example', message: 'm', createdAt: ROW.created_at },
        {
          from: 'f',
          replyTo: 'r',
        },
        { agencyName: 'Agency', timeZone: 'UTC' },
      ).subject,
      'Re: your message to Agency',
      'subject',
    );
  },
);
