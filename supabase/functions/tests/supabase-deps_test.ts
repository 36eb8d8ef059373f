/** The service-role deps speak PostgREST correctly: checked against a recording fetch, no network. */
import { createClient } from '@supabase/supabase-js';
import {
  createSupabaseRateLimiter,
  createSupabaseSubmissionStore,
} from '../_shared/supabase-store.ts';
import { canonicalMailbox, saltedSha256 } from '../_shared/submit-contact.ts';
import type { NewSubmission } from '../_shared/types.ts';
import { createSupabaseCallerInbox } from '../admin-submissions/supabase-inbox.ts';
import { createContactHandler } from '../../testing/function-apps.ts';
import { check, checkEqual } from './check.ts';
import { ALLOWED_ORIGIN, jsonRequest, withBody } from './requests.ts';

/** A submission as the handler hands it to the store, and the columns PostgREST receives for it. */
const ADA: NewSubmission = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Hello agency team',
  userAgent: null,
  source: 'website',
  metadata: {},
  ipHash: null,
  status: 'new',
  idempotencyKey: 'key-0123456789abcdef',
};
const ADA_COLUMNS = {
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Hello agency team',
  user_agent: null,
  source: 'website',
  metadata: {},
  ip_hash: null,
  status: 'new',
  idempotency_key: 'key-0123456789abcdef',
};

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

function recordingClient(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      url: new URL(request.url),
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    return answer(call);
  };
  const client = createClient('https://abc.supabase.co', 'service-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchStub },
  });
  return { client, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

Deno.test('the store inserts the row with snake_case columns and returns id and time', async () => {
  const { client, calls } = recordingClient(() =>
    json({ id: 'uuid-1', created_at: '2026-01-01T00:00:00Z' }, 201),
  );
  const stored = await createSupabaseSubmissionStore(client).insert({
    name: 'Ada',
    email: 'ada@example.com',
    message: 'Hello agency team',
    userAgent: 'UA',
    source: 'website',
    metadata: { source: 'website' },
    ipHash: 'a'.repeat(64),
    status: 'new',
    idempotencyKey: 'key-0123456789abcdef',
  });
  checkEqual([stored?.id, stored?.createdAt], ['uuid-1', '2026-01-01T00:00:00Z'], 'stored');
  const call = calls[0]!;
  checkEqual([call.method, call.url.pathname], ['POST', '/rest/v1/contact_submissions'], 'request');
  checkEqual(
    call.body,
    {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello agency team',
      user_agent: 'UA',
      source: 'website',
      metadata: { source: 'website' },
      ip_hash: 'a'.repeat(64),
      status: 'new',
      idempotency_key: 'key-0123456789abcdef',
    },
    'row',
  );
});

Deno.test('the store answers null when the idempotency key is already stored', async () => {
  const { client } = recordingClient(() =>
    json({ message: 'duplicate key value violates unique constraint', code: '23505' }, 409),
  );
  const stored = await createSupabaseSubmissionStore(client).insert(ADA);
  checkEqual(stored, null, 'duplicate');
});

Deno.test('the store looks an idempotency key up by equality', async () => {
  const { client, calls } = recordingClient(() => json([{ id: 'uuid-1' }]));
  checkEqual(
    await createSupabaseSubmissionStore(client).hasIdempotencyKey('key-0123456789abcdef'),
    true,
    'found',
  );
  const call = calls[0]!;
  checkEqual(
    [call.method, call.url.pathname, call.url.searchParams.get('idempotency_key')],
    ['GET', '/rest/v1/contact_submissions', 'eq.key-0123456789abcdef'],
    'request',
  );
});

Deno.test('the outbox claims due rows through the rpc and maps them back', async () => {
  const { client, calls } = recordingClient(() =>
    json([
      { id: 'uuid-7', created_at: '2026-01-01T00:00:00Z', ...ADA_COLUMNS, idempotency_key: null },
    ]),
  );
  const rows = await createSupabaseSubmissionStore(client).claimPendingNotifications({
    limit: 5,
    staleSeconds: 300,
    maxAttempts: 10,
  });
  checkEqual(
    rows.map((row) => [row.id, row.email, row.createdAt]),
    [['uuid-7', 'ada@example.com', '2026-01-01T00:00:00.000Z']],
    'rows',
  );
  const call = calls[0]!;
  checkEqual(
    [call.method, call.url.pathname],
    ['POST', '/rest/v1/rpc/claim_contact_notifications'],
    'request',
  );
  checkEqual(call.body, { p_limit: 5, p_stale_seconds: 300, p_max_attempts: 10 }, 'arguments');
});

Deno.test(
  'the store records the notification attempt on the row by id (attempts and backoff in SQL)',
  async () => {
    const { client, calls } = recordingClient(() => new Response(null, { status: 204 }));
    await createSupabaseSubmissionStore(client).markNotification(
      'uuid-1',
      'notify_failed',
      'provider down',
    );
    const call = calls[0]!;
    checkEqual(
      [call.method, call.url.pathname],
      ['POST', '/rest/v1/rpc/mark_contact_notifications'],
      'request',
    );
    checkEqual(
      call.body,
      { p_marks: [{ id: 'uuid-1', status: 'notify_failed', detail: 'provider down' }] },
      'marks',
    );
  },
);

Deno.test('the store surfaces a PostgREST error', async () => {
  const { client } = recordingClient(() =>
    json({ message: 'new row violates check constraint', code: '23514' }, 400),
  );
  let message = '';
  try {
    await createSupabaseSubmissionStore(client).markNotification('uuid-1', 'notified', null);
  } catch (error) {
    message = (error as Error).message;
  }
  check(message.includes('check constraint'), `error: ${message}`);
});

Deno.test('the limiter calls the rpc with the buckets and reads Retry-After seconds', async () => {
  const answers = [0, 37];
  const { client, calls } = recordingClient(() => json(answers.shift()));
  const limiter = createSupabaseRateLimiter(client);
  const buckets = [{ key: 'client:abc', limit: 5, windowSeconds: 60 }];
  checkEqual(await limiter.consume(buckets), { allowed: true }, 'first');
  checkEqual(await limiter.consume(buckets), { allowed: false, retryAfterSeconds: 37 }, 'second');
  const call = calls[0]!;
  checkEqual(
    [call.method, call.url.pathname],
    ['POST', '/rest/v1/rpc/consume_contact_rate_limit'],
    'request',
  );
  checkEqual(
    call.body,
    { p_buckets: [{ key: 'client:abc', limit: 5, window_seconds: 60 }] },
    'arguments',
  );
});

Deno.test(
  'a search window goes through the rpc; its rows are read by id, 100 per request',
  async () => {
    const ids = Array.from(
      { length: 150 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const { client, calls } = recordingClient((call) =>
      call.url.pathname === '/rest/v1/rpc/inbox_search_window'
        ? json({
            ids,
            counts: { new: 150, handled: 0, spam: 0, failed: 0, all: 150 },
            next_after: { created_at: '2026-01-01T00:00:00.123+00:00', id: ids[149] },
          })
        : json([]),
    );
    const inbox = createSupabaseCallerInbox(client);
    const step = await inbox.searchWindow({
      view: 'new',
      search: 'the the the',
      after: null,
      limit: 151,
      rows: 2000,
    });
    checkEqual(
      step.nextAfter,
      { createdAt: '2026-01-01T00:00:00.123Z', id: ids[149] },
      'where the next window starts',
    );
    checkEqual(
      calls[0]!.body,
      {
        p_view: 'new',
        p_search: 'the the the',
        p_after_created_at: null,
        p_after_id: null,
        p_limit: 151,
        p_rows: 2000,
      },
      'arguments',
    );
    await inbox.rowsByIds(step.ids);
    const reads = calls.slice(1);
    checkEqual(
      reads.map((call) => [
        call.method,
        call.url.pathname,
        call.url.searchParams.get('id')?.split(',').length,
      ]),
      [
        ['GET', '/rest/v1/contact_submissions', 100],
        ['GET', '/rest/v1/contact_submissions', 50],
      ],
      'row reads',
    );
    checkEqual(reads[0]!.url.searchParams.get('order'), 'created_at.desc,id.desc', 'order');
  },
);

Deno.test(
  'the function leaves "once a day" to the database: each submission asks for its acknowledgement, with no date',
  async () => {
    let stored = 0;
    const { client, calls } = recordingClient((call) => {
      if (call.url.pathname !== '/rest/v1/rpc/admit_contact_submission') return json([]);
      stored += 1;
      return json({
        outcome: 'stored',
        id: `00000000-0000-4000-8000-00000000000${stored}`,
        created_at: '2026-11-28T23:59:00+00:00',
      });
    });
    const handler = createContactHandler({
      store: createSupabaseSubmissionStore(client),
      hashSalt: 'test-salt',
      allowedOrigins: [ALLOWED_ORIGIN],
      clientAddressTrust: { header: 'x-forwarded-for', trustedProxyHops: 1 },
      outbox: { acknowledge: true, webhook: false, runSoon() {} },
    });
    for (const [email, address] of [
      ['grace@example.com', '203.0.113.21'],
      ['Grace@Example.com', '203.0.113.22'],
    ] as const) {
      const response = await handler(
        jsonRequest(withBody({ email }), { origin: ALLOWED_ORIGIN, 'x-forwarded-for': address }),
      );
      checkEqual(response.status, 200, `${email} stored`);
    }
    const mailboxHash = await saltedSha256(canonicalMailbox('grace@example.com'), 'test-salt');
    const asked = calls
      .filter((call) => call.url.pathname === '/rest/v1/rpc/admit_contact_submission')
      .map(
        (call) => (call.body as { p_submission: { deliveries: unknown } }).p_submission.deliveries,
      );
    checkEqual(
      asked,
      [
        [{ kind: 'acknowledgement', mailbox_hash: mailboxHash }],
        [{ kind: 'acknowledgement', mailbox_hash: mailboxHash }],
      ],
      'the same mailbox both times, and no day: admit_contact_submission counts the last 24 hours',
    );
  },
);
