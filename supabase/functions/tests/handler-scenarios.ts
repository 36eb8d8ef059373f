/** Behaviour of the contact handler, written once and run by both `deno test` and vitest. */
import { DEFAULT_CLIENT_ADDRESS_TRUST } from '../_shared/client-identity.ts';
import { createContactHandler } from '../../testing/function-apps.ts';
import { retryPendingNotifications } from '../_shared/notification-retry.ts';
import { HONEYPOT_FIELD } from '../_shared/validation.ts';
import { CONTACT_MESSAGES } from '../_shared/messages.ts';
import { CONTACT_FAILURE_REASONS } from '../_shared/outcome.ts';
import { SERVER_RATE_LIMITS, SPAM_MESSAGE_KEPT_CHARACTERS } from '../_shared/limits.ts';
import { createResendMailer, RESEND_EMAILS_ENDPOINT } from '../_shared/resend-mailer.ts';
import { RETRY_RUN_FAILED } from '../_shared/retry-route.ts';
import { saltedSha256 } from '../_shared/submit-contact.ts';
import { check, checkEqual } from './check.ts';
import { HOSTILE_REQUESTS } from './hostile-requests.ts';
import {
  createMemoryRateLimiter,
  createRecordingMailer,
  createTestDeps,
  TEST_ADDRESSES,
} from './in-memory-deps.ts';
import { ALLOWED_ORIGIN, FUNCTION_URL, jsonRequest, VALID_BODY, withBody } from './requests.ts';

export interface Scenario {
  title: string;
  run: () => Promise<void>;
}

/**
 * The answer's body as the spec gives it (`{ success }` or `{ success, error }`); the machine `code` beside `error` is
 * checked here (one of the closed set) and left out, so the scenarios compare the spec's body.
 */
async function bodyOf(response: Response): Promise<unknown> {
  const { code, ...body } = (await response.json()) as { code?: unknown; success?: unknown };
  if (body.success === false)
    check(
      (CONTACT_FAILURE_REASONS as readonly unknown[]).includes(code),
      `a failure carries a known code, got ${JSON.stringify(code)}`,
    );
  else check(code === undefined, 'a success carries no code');
  return body;
}

function fakeClock(startMs = Date.UTC(2026, 0, 1)) {
  let now = startMs;
  return { now: () => now, advanceSeconds: (seconds: number) => (now += seconds * 1000) };
}

export const HOSTILE_SCENARIOS: Scenario[] = HOSTILE_REQUESTS.map((hostile) => ({
  title: `rejects ${hostile.title} with ${hostile.status} and stores nothing`,
  async run() {
    const { deps, store, mailer } = createTestDeps();
    const response = await createContactHandler(deps)(hostile.request());
    checkEqual(response.status, hostile.status, 'status');
    checkEqual(await bodyOf(response), { success: false, error: hostile.error }, 'body');
    checkEqual(store.rows.length, 0, 'stored rows');
    checkEqual(mailer.sent.length, 0, 'sent e-mails');
  },
}));

/**
 * Only the trusted proxy's entry names the client: what one sender can vary without getting more than the limit
 * (5 per minute per client).
 */
async function acceptedCount(
  handler: ReturnType<typeof createContactHandler>,
  requests: readonly Request[],
): Promise<number> {
  let accepted = 0;
  for (const request of requests) if ((await handler(request)).status === 200) accepted += 1;
  return accepted;
}

const tenFrom = (
  headers: (index: number) => Record<string, string>,
  email = (i: number) => `sender${i}@example.com`,
) =>
  Array.from({ length: 10 }, (_, index) =>
    jsonRequest(withBody({ email: email(index) }), headers(index)),
  );

const IDENTITY_SCENARIOS: Scenario[] = [
  {
    title:
      'a rotating leftmost x-forwarded-for entry in front of the real one gets 5 of 10 through',
    async run() {
      const { deps } = createTestDeps();
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom((i) => ({ 'x-forwarded-for': `203.0.113.${i}, 198.51.100.9` })),
      );
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title:
      'rotating cf-connecting-ip and x-real-ip change nothing where the host trusts x-forwarded-for',
    async run() {
      const { deps } = createTestDeps();
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom((i) => ({
          'cf-connecting-ip': `203.0.113.${i}`,
          'x-real-ip': `192.0.2.${i}`,
          'x-forwarded-for': '198.51.100.9',
        })),
      );
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title:
      'with the Supabase default (cf-connecting-ip), x-forwarded-for and x-real-ip change nothing',
    async run() {
      const { deps } = createTestDeps({ clientAddressTrust: DEFAULT_CLIENT_ADDRESS_TRUST });
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom((i) => ({
          'cf-connecting-ip': '198.51.100.9',
          'x-real-ip': `192.0.2.${i}`,
          'x-forwarded-for': `203.0.113.${i}`,
        })),
      );
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title: 'counts IPv6 clients per /64: ten addresses of one /64 get 5 through',
    async run() {
      const { deps } = createTestDeps();
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom((i) => ({ 'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}` })),
      );
      checkEqual(accepted, 5, 'accepted');
      const other = await createContactHandler(deps)(
        jsonRequest(withBody({ email: 'next@example.com' }), {
          'x-forwarded-for': '2001:db8:2:2::1',
        }),
      );
      checkEqual(other.status, 200, 'a /64 of another /48 is another client');
    },
  },
  {
    title:
      'counts IPv6 clients per /48 too: 30 posts rotating /64s inside one /48 get 5 through, in production',
    async run() {
      const { deps } = createTestDeps({ clientAddressTrust: DEFAULT_CLIENT_ADDRESS_TRUST });
      const handler = createContactHandler(deps);
      let accepted = 0;
      for (let index = 0; index < 30; index += 1) {
        const response = await handler(
          jsonRequest(withBody({ email: `rotating${index}@example.com` }), {
            'cf-connecting-ip': `2001:db8:7:${(index + 1).toString(16)}::1`,
          }),
        );
        if (response.status === 200) accepted += 1;
      }
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title:
      'one IPv4 address spelled 10 ways (mapped, padded, upper case, zone, brackets) is one client',
    async run() {
      const spellings = [
        '192.0.2.77',
        '::ffff:192.0.2.77',
        '::FFFF:192.0.2.77',
        '::ffff:c000:24d',
        '192.000.002.077',
        '0192.0.2.77',
        '[::ffff:192.0.2.77]',
        '::ffff:192.0.2.77%eth0',
        '0:0:0:0:0:ffff:192.0.2.77',
        '::ffff:C000:024D',
      ];
      const { deps } = createTestDeps();
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom((i) => ({ 'x-forwarded-for': spellings[i] as string })),
      );
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title:
      'keys the e-mail limit on the mailbox: victim+N@ and upper-case spellings share one bucket',
    async run() {
      const { deps } = createTestDeps();
      const accepted = await acceptedCount(
        createContactHandler(deps),
        tenFrom(
          (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }),
          (i) => (i % 2 === 0 ? `victim+${i}@example.com` : `VICTIM+${i}@Example.COM`),
        ),
      );
      checkEqual(accepted, 5, 'accepted');
    },
  },
  {
    title:
      'keys the e-mail limit on the mailbox: trailing dots, IDN and punycode, Gmail dots share one bucket',
    async run() {
      const { deps, store } = createTestDeps();
      const spellings = [
        'ab@gmail.com',
        'a.b@gmail.com',
        'a.b@googlemail.com',
        'A.B@GMail.com.',
        'a..b+x@googlemail.com.',
      ];
      const idn = ['a@bücher.example', 'a@xn--bcher-kva.example', 'a@bücher.example.'];
      const handler = createContactHandler(deps);
      const gmail = await acceptedCount(
        handler,
        tenFrom(
          (i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` }),
          (i) => spellings[i % spellings.length]!,
        ),
      );
      const bucher = await acceptedCount(
        handler,
        tenFrom(
          (i) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` }),
          (i) => idn[i % idn.length]!,
        ),
      );
      checkEqual([gmail, bucher], [5, 5], 'accepted per mailbox');
      checkEqual(
        store.rows.slice(0, 2).map((row) => row.email),
        spellings.slice(0, 2),
        'stored as typed',
      );
    },
  },
  {
    title:
      'stops at the global ceiling across senders with distinct addresses, with the rate-limit answer',
    async run() {
      const { deps, store, mailer } = createTestDeps({ globalLimitPerHour: 3 });
      const handler = createContactHandler(deps);
      const accepted = await acceptedCount(
        handler,
        tenFrom((i) => ({ 'x-forwarded-for': `192.0.2.${i + 1}` })).slice(0, 5),
      );
      checkEqual(
        [accepted, store.rows.length, mailer.sent.length],
        [3, 3, 3],
        'accepted, stored, sent',
      );
      const over = await handler(
        jsonRequest(withBody({ email: 'late@example.com' }), { 'x-forwarded-for': '192.0.2.99' }),
      );
      checkEqual(over.status, 429, 'status');
      checkEqual(
        await bodyOf(over),
        { success: false, error: CONTACT_MESSAGES.rateLimited },
        'body',
      );
    },
  },
  {
    title: 'honeypot hits do not use up the global ceiling',
    async run() {
      const { deps, store } = createTestDeps({ globalLimitPerHour: 2 });
      const handler = createContactHandler(deps);
      for (let index = 0; index < 6; index += 1)
        await handler(
          jsonRequest(withBody({ [HONEYPOT_FIELD]: 'x', email: `bot${index}@example.com` }), {
            'x-forwarded-for': `198.51.100.${index + 1}`,
          }),
        );
      const honest = await handler(jsonRequest(VALID_BODY));
      checkEqual(honest.status, 200, 'honest visitor');
      checkEqual(store.rows.filter((row) => row.status === 'new').length, 1, 'honest row');
    },
  },
  {
    title:
      'stores honeypot hits up to the spam ceiling, their message cut, then answers success and stores nothing',
    async run() {
      const { deps, store } = createTestDeps({
        rateLimits: SERVER_RATE_LIMITS.map((rule) =>
          rule.scope === 'spam' ? { ...rule, limit: 3 } : rule,
        ),
      });
      const handler = createContactHandler(deps);
      const answers = [];
      for (let index = 0; index < 10; index += 1)
        answers.push(
          await handler(
            jsonRequest(
              withBody({
                [HONEYPOT_FIELD]: 'x',
                email: `bot${index}@example.com`,
                message: 'Buy now! '.repeat(555),
              }),
              { 'x-forwarded-for': `198.51.100.${index + 1}`, origin: ALLOWED_ORIGIN },
            ),
          ),
        );
      const person = await handler(jsonRequest(VALID_BODY, { origin: ALLOWED_ORIGIN }));
      const answerOf = async (response: Response) => [
        response.status,
        [...response.headers],
        await response.text(),
      ];
      const expected = await answerOf(person);
      for (const [index, answer] of answers.entries())
        checkEqual(await answerOf(answer), expected, `honeypot answer ${index + 1}`);
      const spam = store.rows.filter((row) => row.status === 'spam');
      checkEqual(spam.length, 3, 'honeypot rows stored');
      checkEqual(
        spam.map((row) => [[...row.message].length, row.message.endsWith('…'), row.metadata]),
        Array(3).fill([SPAM_MESSAGE_KEPT_CHARACTERS + 1, true, {}]),
        'stored message and metadata',
      );
      checkEqual(store.rows.filter((row) => row.status === 'new').length, 1, 'the person');
    },
  },
  {
    title: 'answers a repeated Idempotency-Key with the first answer, stores once, spends no slot',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      const handler = createContactHandler(deps);
      const key = { 'idempotency-key': '5a4b3c2d-1e0f-4a5b-8c7d-6e5f4a3b2c1d' };
      const statuses = [];
      for (let index = 0; index < 8; index += 1)
        statuses.push((await handler(jsonRequest(VALID_BODY, key))).status);
      const concurrent = await Promise.all(
        [1, 2, 3].map(() =>
          handler(
            jsonRequest(VALID_BODY, { 'idempotency-key': 'concurrent-0123456789abcdef' }),
          ).then((response) => response.status),
        ),
      );
      checkEqual([...statuses, ...concurrent], Array(11).fill(200), 'statuses');
      checkEqual([store.rows.length, mailer.sent.length], [2, 2], 'rows and e-mails');
    },
  },
  {
    title: 'marks the row notify_failed when the provider does not answer within the timeout',
    async run() {
      const hanging = createResendMailer({
        apiKey: 're_test',
        timeoutMs: 20,
        fetch: (_input, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      });
      const { deps, store } = createTestDeps({
        notification: { mailer: hanging, addresses: TEST_ADDRESSES },
      });
      const response = await createContactHandler(deps)(jsonRequest(VALID_BODY));
      checkEqual(response.status, 200, 'status');
      checkEqual(store.rows[0]?.finalStatus, 'notify_failed', 'row status');
      check(
        (store.rows[0]?.notifyError ?? '').includes('did not answer within 20 ms'),
        `error: ${store.rows[0]?.notifyError}`,
      );
    },
  },
  {
    title: 'the outbox retries rows left new or notify_failed and records each attempt',
    async run() {
      const { deps, store } = createTestDeps({
        notification: { mailer: createRecordingMailer({ fail: true }), addresses: TEST_ADDRESSES },
      });
      await createContactHandler(deps)(jsonRequest(VALID_BODY));
      // A row whose request died before its e-mail (a crash mid-wave).
      await store.insert({
        name: 'Crashed',
        email: 'crashed@example.com',
        message: 'Stored, then the process was killed.',
        userAgent: null,
        source: 'website',
        metadata: {},
        ipHash: null,
        status: 'new',
        idempotencyKey: null,
      });
      const mailer = createRecordingMailer();
      const result = await retryPendingNotifications({
        store,
        notification: { mailer, addresses: TEST_ADDRESSES },
        logger: { info() {}, warn() {}, error() {} },
      });
      checkEqual(result, { attempted: 2, notified: 2, failed: 0 }, 'run');
      checkEqual(
        store.rows.map((row) => [row.finalStatus, row.notifyAttempts]),
        [
          ['notified', 2],
          ['notified', 1],
        ],
        'rows',
      );
      checkEqual(
        mailer.sent.map((email) => email.replyTo),
        [VALID_BODY.email, 'crashed@example.com'],
        'sent',
      );
    },
  },
  {
    title:
      'a crash between sending and marking sends no second e-mail: every attempt carries the one key of the row',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      // The process dies after the provider accepted the e-mail and before the row is marked notified.
      const dying = {
        ...store,
        markNotification: () => Promise.reject(new Error('killed')),
      };
      await createContactHandler({ ...deps, store: dying })(jsonRequest(VALID_BODY));
      checkEqual(store.rows[0]?.finalStatus, 'new', 'left new');
      // The restarted host's outbox finds the row and tries again.
      const result = await retryPendingNotifications({
        store,
        notification: { mailer, addresses: TEST_ADDRESSES },
        logger: { info() {}, warn() {}, error() {} },
      });
      checkEqual(result.notified, 1, 'outbox run');
      checkEqual(store.rows[0]?.finalStatus, 'notified', 'marked');
      checkEqual(
        mailer.attempts,
        Array(2).fill(`contact-notification/${store.rows[0]?.id}`),
        'both attempts under the row key',
      );
      checkEqual(mailer.sent.length, 1, 'e-mails the agency receives');
    },
  },
  {
    title: 'spends no rate-limit slot on a body the database would refuse',
    async run() {
      let consumed = 0;
      const limiter = createMemoryRateLimiter();
      const { deps } = createTestDeps({
        rateLimiter: { consume: (buckets) => ((consumed += 1), limiter.consume(buckets)) },
      });
      const response = await createContactHandler(deps)(
        jsonRequest(
          withBody({ metadata: { user_agent: '😀'.repeat(512), timestamp: '😀'.repeat(512) } }),
        ),
      );
      checkEqual([response.status, consumed], [400, 0], 'status and slots');
    },
  },
  {
    title: 'the retry route runs the outbox only for the scheduler holding the secret',
    async run() {
      const run = () => Promise.resolve({ attempted: 1, notified: 1, failed: 0 });
      const url = `${FUNCTION_URL}/retry-notifications`;
      const call = (secret: string | null, authorization?: string, path = url) =>
        createContactHandler(createTestDeps().deps, { retry: { secret, run } })(
          new Request(path, {
            method: 'POST',
            headers: authorization ? { authorization } : {},
          }),
        ).then(async (response) => [response.status, await response.json()]);
      checkEqual((await call('s3cret', 'Bearer s3cret'))[0], 200, 'recognised');
      checkEqual(
        (await call('s3cret', 'Bearer s3cret', FUNCTION_URL))[0],
        415,
        'the form path is not the retry route',
      );
      checkEqual((await call(null, 'Bearer x'))[0], 404, 'off without a secret');
      checkEqual((await call('s3cret', 'Bearer wrong'))[0], 401, 'wrong secret');
      checkEqual(
        await call('s3cret', 'Bearer s3cret'),
        [200, { success: true, attempted: 1, notified: 1, failed: 0 }],
        'run',
      );
    },
  },
  {
    title: 'a failed retry run is told to the scheduler in words; the cause goes to the log',
    async run() {
      const logged: string[] = [];
      const record = (message: string, data?: Record<string, unknown>) =>
        logged.push(`${message} ${JSON.stringify(data ?? {})}`);
      const handler = createContactHandler(
        { ...createTestDeps().deps, logger: { info: record, warn: record, error: record } },
        {
          retry: {
            secret: 's3cret',
            run: () => Promise.reject(new Error('connection to 10.0.0.7:5432 refused')),
          },
        },
      );
      const response = await handler(
        new Request(`${FUNCTION_URL}/retry-notifications`, {
          method: 'POST',
          headers: { authorization: 'Bearer s3cret' },
        }),
      );
      checkEqual(
        [response.status, await response.json()],
        [503, { success: false, error: RETRY_RUN_FAILED }],
        'worded answer',
      );
      checkEqual(
        logged.some((line) => line.includes('10.0.0.7:5432 refused')),
        true,
        'the cause is logged',
      );
    },
  },
];

export const BEHAVIOUR_SCENARIOS: Scenario[] = [
  {
    title: 'stores a valid submission, trimmed, then notifies the agency and answers success',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(
          withBody({
            name: '  Ada Lovelace ',
            message: '  We would like a new website for our bakery.  ',
          }),
        ),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(await bodyOf(response), { success: true }, 'body');
      checkEqual(store.rows.length, 1, 'rows');
      const row = store.rows[0]!;
      checkEqual(
        [row.name, row.email, row.message],
        [VALID_BODY.name, VALID_BODY.email, VALID_BODY.message],
        'trimmed',
      );
      checkEqual(row.finalStatus, 'notified', 'status after notify');
      checkEqual(row.metadata, VALID_BODY.metadata, 'metadata');
      checkEqual(row.source, 'website', 'source');
      checkEqual(mailer.sent.length, 1, 'sent');
      const email = mailer.sent[0]!;
      checkEqual(
        [email.to, email.from, email.replyTo],
        [TEST_ADDRESSES.to, TEST_ADDRESSES.from, VALID_BODY.email],
        'addresses',
      );
      check(email.subject.includes('Ada Lovelace'), 'subject names the visitor');
      check(email.text.includes(VALID_BODY.message), 'text carries the message');
    },
  },
  {
    title: 'accepts application/json with a charset parameter',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(VALID_BODY, { 'content-type': 'Application/JSON; charset=UTF-8' }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(store.rows.length, 1, 'rows');
    },
  },
  {
    title: 'keeps unicode names and messages exactly',
    async run() {
      const { deps, store } = createTestDeps();
      const name = 'Zoë Ñúñez 李小龍 👩‍💻';
      const message = 'Привет! Необходим сайт — مرحبا 🚀\nSecond line\twith a tab.';
      const response = await createContactHandler(deps)(jsonRequest(withBody({ name, message })));
      checkEqual(response.status, 200, 'status');
      checkEqual([store.rows[0]?.name, store.rows[0]?.message], [name, message], 'stored text');
    },
  },
  {
    title: 'stores a salted hash of the trusted client address and ignores the body ipAddress',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({ ipAddress: '198.51.100.99' }), {
          'x-forwarded-for': '10.0.0.1, 203.0.113.7',
        }),
      );
      checkEqual(response.status, 200, 'status');
      const expected = await saltedSha256('203.0.113.7', deps.hashSalt);
      checkEqual(store.rows[0]?.ipHash, expected, 'ip hash');
      check(!JSON.stringify(store.rows[0]).includes('203.0.113.7'), 'raw address is not stored');
    },
  },
  {
    title:
      'reads the client from the one configured header only: the x-forwarded-for entry N hops from the right, or the host address',
    async run() {
      const { deps, store } = createTestDeps({
        clientAddressTrust: { header: 'x-forwarded-for', trustedProxyHops: 2 },
      });
      const handler = createContactHandler(deps);
      await handler(
        jsonRequest(withBody({ email: 'one@example.com' }), {
          'cf-connecting-ip': '192.0.2.1',
          'x-real-ip': '192.0.2.2',
          'x-forwarded-for': '192.0.2.3, 192.0.2.4, 192.0.2.5',
        }),
      );
      await handler(jsonRequest(withBody({ email: 'two@example.com' }), {}), {
        clientAddress: '::ffff:192.0.2.9',
      });
      const expected = await Promise.all(
        ['192.0.2.4', '192.0.2.9'].map((address) => saltedSha256(address, deps.hashSalt)),
      );
      checkEqual(
        store.rows.map((row) => row.ipHash),
        expected,
        'hashes per request',
      );
    },
  },
  ...IDENTITY_SCENARIOS,
  {
    title:
      'answers a filled honeypot with the same quiet success, stores it as spam and sends no e-mail',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({ [HONEYPOT_FIELD]: 'https://spam.example' })),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(await bodyOf(response), { success: true }, 'body');
      checkEqual(
        store.rows.map((row) => row.finalStatus),
        ['spam'],
        'stored as spam',
      );
      checkEqual(mailer.sent.length, 0, 'no e-mail');
    },
  },
  {
    title: 'keeps the submission as notify_failed and still answers success when the e-mail fails',
    async run() {
      const failing = createRecordingMailer({ fail: true });
      const { deps, store } = createTestDeps();
      const handler = createContactHandler({
        ...deps,
        notification: { mailer: failing, addresses: TEST_ADDRESSES },
      });
      const response = await handler(jsonRequest(VALID_BODY));
      checkEqual(response.status, 200, 'status');
      checkEqual(await bodyOf(response), { success: true }, 'body');
      checkEqual(store.rows[0]?.finalStatus, 'notify_failed', 'row status');
      check((store.rows[0]?.notifyError ?? '').includes('provider down'), 'failure reason kept');
    },
  },
  {
    title: 'leaves rows new when no e-mail provider is configured',
    async run() {
      const { deps, store } = createTestDeps({ notification: null });
      const response = await createContactHandler(deps)(jsonRequest(VALID_BODY));
      checkEqual(response.status, 200, 'status');
      checkEqual(store.rows[0]?.finalStatus, 'new', 'row status');
    },
  },
  {
    title: 'HTML-escapes every visitor value in the notification e-mail',
    async run() {
      const { deps, mailer } = createTestDeps();
      const name = '<script>alert("x")</script>';
      const message = `<img src=x onerror="alert('y')"> & more text`;
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({ name, message, userAgent: '<b>bold agent</b>' })),
      );
      checkEqual(response.status, 200, 'status');
      const html = mailer.sent[0]?.html ?? '';
      check(html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'), 'name escaped');
      check(
        html.includes('&lt;img src=x onerror=&quot;alert(&#39;y&#39;)&quot;&gt; &amp; more text'),
        'message escaped',
      );
      check(html.includes('&lt;b&gt;bold agent&lt;/b&gt;'), 'user agent escaped');
      check(
        !html.includes('<script') && !html.includes('<img') && !html.includes('<b>'),
        'no visitor markup survives',
      );
    },
  },
  {
    title: 'answers an allowed preflight with the CORS headers supabase-js needs',
    async run() {
      const { deps } = createTestDeps();
      const response = await createContactHandler(deps)(
        new Request(FUNCTION_URL, {
          method: 'OPTIONS',
          headers: {
            origin: ALLOWED_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
          },
        }),
      );
      checkEqual(response.status, 204, 'status');
      checkEqual(
        response.headers.get('access-control-allow-origin'),
        ALLOWED_ORIGIN,
        'allow-origin',
      );
      check(
        (response.headers.get('access-control-allow-methods') ?? '').includes('POST'),
        'allows POST',
      );
      const allowed = (response.headers.get('access-control-allow-headers') ?? '')
        .split(',')
        .map((h) => h.trim());
      for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
        check(allowed.includes(header), `allows ${header}`);
      }
    },
  },
  {
    title: 'does not count cookies against the header limit (the local host is same-origin)',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(VALID_BODY, { cookie: `session=${'c'.repeat(10_000)}` }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(store.rows.length, 1, 'rows');
    },
  },
  {
    title: 'lets an allowed origin read the answer',
    async run() {
      const { deps } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(VALID_BODY, { origin: ALLOWED_ORIGIN }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(
        response.headers.get('access-control-allow-origin'),
        ALLOWED_ORIGIN,
        'allow-origin',
      );
    },
  },
  {
    title:
      'allows 5 per minute per client, then answers 429 with Retry-After and stores nothing more',
    async run() {
      const clock = fakeClock();
      const { deps, store } = createTestDeps({ rateLimiter: createMemoryRateLimiter(clock.now) });
      const handler = createContactHandler(deps);
      const send = (index: number, ip = '203.0.113.50') =>
        handler(
          jsonRequest(withBody({ email: `visitor${index}@example.com` }), {
            'x-forwarded-for': ip,
          }),
        );
      for (let index = 0; index < 5; index += 1) {
        clock.advanceSeconds(1);
        checkEqual((await send(index)).status, 200, `submission ${index + 1}`);
      }
      const limited = await send(5);
      checkEqual(limited.status, 429, 'sixth status');
      checkEqual(
        await bodyOf(limited),
        { success: false, error: CONTACT_MESSAGES.rateLimited },
        'sixth body',
      );
      checkEqual(
        limited.headers.get('retry-after'),
        '56',
        'Retry-After: until the first hit leaves the window',
      );
      checkEqual(store.rows.length, 5, 'rows');
      checkEqual((await send(6, '203.0.113.51')).status, 200, 'another client is not affected');
      clock.advanceSeconds(56);
      checkEqual((await send(7)).status, 200, 'allowed again once the window rolled');
    },
  },
  {
    title: 'limits one client to 20 per hour even when spread out',
    async run() {
      const clock = fakeClock();
      const { deps } = createTestDeps({ rateLimiter: createMemoryRateLimiter(clock.now) });
      const handler = createContactHandler(deps);
      for (let index = 0; index < 20; index += 1) {
        clock.advanceSeconds(61);
        const response = await handler(
          jsonRequest(withBody({ email: `spread${index}@example.com` })),
        );
        checkEqual(response.status, 200, `submission ${index + 1}`);
      }
      clock.advanceSeconds(61);
      const limited = await handler(jsonRequest(withBody({ email: 'spread20@example.com' })));
      checkEqual(limited.status, 429, '21st status');
      check(
        Number(limited.headers.get('retry-after')) > 60,
        'Retry-After counts down the hour window',
      );
    },
  },
  {
    title: 'limits one e-mail address to 5 per hour across clients',
    async run() {
      const { deps } = createTestDeps();
      const handler = createContactHandler(deps);
      for (let index = 0; index < 5; index += 1) {
        const response = await handler(
          jsonRequest(VALID_BODY, { 'x-forwarded-for': `198.51.100.${index + 1}` }),
        );
        checkEqual(response.status, 200, `submission ${index + 1}`);
      }
      const limited = await handler(
        jsonRequest(withBody({ email: 'ADA@example.com' }), { 'x-forwarded-for': '198.51.100.77' }),
      );
      checkEqual(limited.status, 429, 'same address, other case, other client');
    },
  },
  {
    title: 'answers 500 with the try-again text when storage fails',
    async run() {
      const { deps } = createTestDeps();
      const handler = createContactHandler({
        ...deps,
        store: {
          ...deps.store,
          insert: () => Promise.reject(new Error('database down')),
        },
      });
      const response = await handler(jsonRequest(VALID_BODY));
      checkEqual(response.status, 500, 'status');
      checkEqual(
        await bodyOf(response),
        { success: false, error: CONTACT_MESSAGES.tryAgainLater },
        'body',
      );
    },
  },
];

const SAMPLE_EMAIL = {
  from: 'Website <site@agency.example>',
  to: 'inbox@agency.example',
  replyTo: 'ada@example.com',
  subject: 'New contact form submission from Ada',
  html: '<p>Hello</p>',
  text: 'Hello',
};

export const MAILER_SCENARIOS: Scenario[] = [
  {
    title: 'Resend mailer posts the e-mail with the API key and reply_to the visitor',
    async run() {
      const calls: { url: string; init: RequestInit }[] = [];
      const fetchStub = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ url: String(input), init });
        return new Response(JSON.stringify({ id: 'email-1' }), { status: 200 });
      }) as typeof fetch;
      await createResendMailer({ apiKey: 're_test_key', fetch: fetchStub }).send(SAMPLE_EMAIL, {
        idempotencyKey: 'contact-notification/id-1',
        submissionId: 'id-1',
      });
      checkEqual(calls.length, 1, 'calls');
      const call = calls[0]!;
      checkEqual(call.url, RESEND_EMAILS_ENDPOINT, 'endpoint');
      checkEqual(call.init.method, 'POST', 'method');
      const headers = new Headers(call.init.headers);
      checkEqual(headers.get('authorization'), 'Bearer re_test_key', 'authorization');
      checkEqual(headers.get('idempotency-key'), 'contact-notification/id-1', 'idempotency key');
      checkEqual(
        JSON.parse(String(call.init.body)),
        {
          from: SAMPLE_EMAIL.from,
          to: [SAMPLE_EMAIL.to],
          reply_to: SAMPLE_EMAIL.replyTo,
          subject: SAMPLE_EMAIL.subject,
          html: SAMPLE_EMAIL.html,
          text: SAMPLE_EMAIL.text,
        },
        'body',
      );
    },
  },
  {
    title: 'Resend mailer rejects when the provider refuses, naming the status',
    async run() {
      const fetchStub = (async () =>
        new Response('{"message":"invalid from"}', { status: 422 })) as typeof fetch;
      let message = '';
      try {
        await createResendMailer({ apiKey: 'k', fetch: fetchStub }).send(SAMPLE_EMAIL, {
          idempotencyKey: 'contact-notification/id-1',
          submissionId: 'id-1',
        });
      } catch (error) {
        message = (error as Error).message;
      }
      check(
        message.includes('422') && message.includes('invalid from'),
        `error names the refusal: ${message}`,
      );
    },
  },
];
