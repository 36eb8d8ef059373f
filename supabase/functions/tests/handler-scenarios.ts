/** Behaviour of the contact handler, written once and run by both `deno test` and vitest. */
import { createContactHandler } from '../_shared/contact-handler.ts';
import { HONEYPOT_FIELD } from '../_shared/contact-payload.ts';
import { CONTACT_MESSAGES } from '../_shared/messages.ts';
import { createResendMailer, RESEND_EMAILS_ENDPOINT } from '../_shared/resend-mailer.ts';
import { saltedSha256 } from '../_shared/salted-hash.ts';
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

async function bodyOf(response: Response): Promise<unknown> {
  return response.json();
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
    title: 'stores a salted hash of the platform client address and ignores the body ipAddress',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({ ipAddress: '198.51.100.99' }), {
          'x-forwarded-for': '203.0.113.7, 10.0.0.1',
        }),
      );
      checkEqual(response.status, 200, 'status');
      const expected = await saltedSha256('203.0.113.7', deps.hashSalt);
      checkEqual(store.rows[0]?.ipHash, expected, 'ip hash');
      check(!JSON.stringify(store.rows[0]).includes('203.0.113.7'), 'raw address is not stored');
    },
  },
  {
    title: 'prefers cf-connecting-ip, then x-real-ip, then the first x-forwarded-for entry',
    async run() {
      const { deps, store } = createTestDeps();
      const handler = createContactHandler(deps);
      await handler(
        jsonRequest(withBody({ email: 'one@example.com' }), {
          'cf-connecting-ip': '192.0.2.1',
          'x-real-ip': '192.0.2.2',
          'x-forwarded-for': '192.0.2.3',
        }),
      );
      await handler(
        jsonRequest(withBody({ email: 'two@example.com' }), {
          'x-real-ip': '192.0.2.2',
          'x-forwarded-for': '192.0.2.3',
        }),
      );
      await handler(
        jsonRequest(withBody({ email: 'three@example.com' }), {
          'x-forwarded-for': '192.0.2.3, 192.0.2.4',
        }),
      );
      await handler(jsonRequest(withBody({ email: 'four@example.com' }), {}), {
        clientAddress: '192.0.2.9',
      });
      const expected = await Promise.all(
        ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.9'].map((address) =>
          saltedSha256(address, deps.hashSalt),
        ),
      );
      checkEqual(
        store.rows.map((row) => row.ipHash),
        expected,
        'hashes per request',
      );
    },
  },
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
          insert: () => Promise.reject(new Error('database down')),
          markNotification: () => Promise.resolve(),
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
      await createResendMailer({ apiKey: 're_test_key', fetch: fetchStub }).send(SAMPLE_EMAIL);
      checkEqual(calls.length, 1, 'calls');
      const call = calls[0]!;
      checkEqual(call.url, RESEND_EMAILS_ENDPOINT, 'endpoint');
      checkEqual(call.init.method, 'POST', 'method');
      const headers = new Headers(call.init.headers);
      checkEqual(headers.get('authorization'), 'Bearer re_test_key', 'authorization');
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
        await createResendMailer({ apiKey: 'k', fetch: fetchStub }).send(SAMPLE_EMAIL);
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
