/** The contact form posted without JavaScript, written once and run by both `deno test` and vitest. */
import { createContactHandler } from '../../testing/function-apps.ts';
import { CONTACT_MESSAGES, VALIDATION_MESSAGES } from '../_shared/messages.ts';
import { NOT_SENT_REASONS } from '../_shared/outcome.ts';

import { check, checkEqual } from './check.ts';
import { createTestDeps } from './in-memory-deps.ts';
import { ALLOWED_ORIGIN, FUNCTION_URL } from './requests.ts';
import type { Scenario } from './handler-scenarios.ts';

const FORM = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We would like a new website for our bakery.',
  website: '',
};

function formPost(
  fields: Record<string, string> | string,
  headers: Record<string, string> = {},
): Request {
  const all = new Headers({
    'content-type': 'application/x-www-form-urlencoded',
    origin: ALLOWED_ORIGIN,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) NoScript',
    'x-forwarded-for': '203.0.113.9',
    ...headers,
  });
  // An empty value here stands for a request without the header.
  for (const [name, value] of [...all]) if (value === '') all.delete(name);
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: all,
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

const SENT = `${ALLOWED_ORIGIN}/contact/sent`;
const notSent = (reason: string) => `${ALLOWED_ORIGIN}/contact/not-sent#${reason}`;

export const FORM_POST_SCENARIOS: Scenario[] = [
  {
    title:
      'form post: stores the trimmed submission with the browser user agent and answers 303 to "sent"',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      const response = await createContactHandler(deps)(
        formPost({ ...FORM, name: '  Ada Lovelace ', message: `  ${FORM.message}\r\n` }),
      );
      checkEqual(response.status, 303, 'status');
      checkEqual(response.headers.get('location'), SENT, 'location');
      checkEqual(response.headers.get('cache-control'), 'no-store', 'cache-control');
      checkEqual(store.rows.length, 1, 'rows');
      const row = store.rows[0]!;
      checkEqual([row.name, row.email, row.message], [FORM.name, FORM.email, FORM.message], 'row');
      checkEqual(row.userAgent, 'Mozilla/5.0 (X11; Linux x86_64) NoScript', 'user agent');
      checkEqual(row.source, 'website', 'source');
      checkEqual(row.status, 'new', 'status');
      checkEqual(mailer.sent.length, 1, 'notified');
    },
  },
  {
    title: 'form post: an invalid e-mail lands on "not sent" with its reason, nothing stored',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        formPost({ ...FORM, email: 'ada@example' }),
      );
      checkEqual(response.status, 303, 'status');
      checkEqual(response.headers.get('location'), notSent('email-invalid'), 'location');
      checkEqual(NOT_SENT_REASONS['email-invalid'], VALIDATION_MESSAGES.emailInvalid, 'text');
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title: 'form post: blank and short fields name the first problem, in field order',
    async run() {
      const { deps, store } = createTestDeps();
      const handler = createContactHandler(deps);
      const cases: [Record<string, string>, string][] = [
        [{ ...FORM, name: '   ' }, 'name-required'],
        [{ ...FORM, name: 'A' }, 'name-too-short'],
        [{ ...FORM, email: '' }, 'email-required'],
        [{ ...FORM, message: 'Too short' }, 'message-too-short'],
        [{ ...FORM, message: 'x'.repeat(5001) }, 'message-too-long'],
        [{ name: 'A', email: 'no', message: '' }, 'name-too-short'],
      ];
      for (const [fields, reason] of cases) {
        const response = await handler(formPost(fields));
        checkEqual(response.headers.get('location'), notSent(reason), reason);
      }
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title: 'form post: the server rate limit lands on "not sent" with the rate-limit text',
    async run() {
      const { deps } = createTestDeps({
        rateLimits: [{ scope: 'client', limit: 1, windowSeconds: 60 }],
      });
      const handler = createContactHandler(deps);
      checkEqual((await handler(formPost(FORM))).headers.get('location'), SENT, 'first');
      const second = await handler(formPost(FORM));
      checkEqual(second.headers.get('location'), notSent('rate-limited'), 'second');
      checkEqual(NOT_SENT_REASONS['rate-limited'], CONTACT_MESSAGES.rateLimited, 'text');
    },
  },
  {
    title: 'form post: a storage failure lands on "not sent" with the try-again text',
    async run() {
      const { deps } = createTestDeps();
      deps.store.insert = async () => {
        throw new Error('database down');
      };
      const response = await createContactHandler(deps)(formPost(FORM));
      checkEqual(response.headers.get('location'), notSent('failed'), 'location');
    },
  },
  {
    title: 'form post: a filled honeypot is stored as spam and still lands on "sent"',
    async run() {
      const { deps, store, mailer } = createTestDeps();
      const response = await createContactHandler(deps)(
        formPost({ ...FORM, website: 'https://spam.example' }),
      );
      checkEqual(response.headers.get('location'), SENT, 'location');
      checkEqual(store.rows[0]?.status, 'spam', 'spam row');
      checkEqual(mailer.sent.length, 0, 'no e-mail');
    },
  },
  {
    title: 'form post: unknown or repeated fields are rejected, nothing stored',
    async run() {
      const { deps, store } = createTestDeps();
      const handler = createContactHandler(deps);
      const extra = await handler(formPost({ ...FORM, ipAddress: '1.2.3.4' }));
      checkEqual(extra.headers.get('location'), notSent('unexpected'), 'extra field');
      const twice = await handler(
        formPost(`${new URLSearchParams(FORM).toString()}&email=eve%40example.com`),
      );
      checkEqual(twice.headers.get('location'), notSent('unexpected'), 'repeated field');
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title: 'form post: an oversized body lands on "not sent", nothing stored',
    async run() {
      const { deps, store } = createTestDeps();
      const response = await createContactHandler(deps)(
        formPost({ ...FORM, message: 'x'.repeat(40_000) }),
      );
      checkEqual(response.status, 303, 'status');
      checkEqual(response.headers.get('location'), notSent('unexpected'), 'location');
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title:
      'form post: a disallowed, opaque or missing Origin is never redirected and stores nothing',
    async run() {
      const { deps, store } = createTestDeps();
      const handler = createContactHandler(deps);
      for (const origin of ['https://evil.example', 'null']) {
        const response = await handler(formPost(FORM, { origin }));
        checkEqual(response.status, 403, origin);
        checkEqual(response.headers.get('location'), null, `${origin} location`);
      }
      const response = await handler(formPost(FORM, { origin: '' }));
      checkEqual(response.status, 415, 'no origin');
      check(response.headers.get('location') === null, 'no redirect without an Origin');
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title:
      'form post: with every origin allowed, the redirect is a path on this host, never the posted Origin',
    async run() {
      const { deps, store } = createTestDeps({ allowedOrigins: '*' });
      const handler = createContactHandler(deps);
      const sent = await handler(formPost(FORM, { origin: 'https://evil.example' }));
      checkEqual(sent.status, 303, 'status');
      checkEqual(sent.headers.get('location'), '/contact/sent', 'location');
      const notSentAnswer = await handler(
        formPost({ ...FORM, email: 'ada@example' }, { origin: 'https://evil.example' }),
      );
      checkEqual(
        notSentAnswer.headers.get('location'),
        '/contact/not-sent#email-invalid',
        'not-sent location',
      );
      checkEqual(store.rows.length, 1, 'rows');
    },
  },
  {
    title: 'form post: the JSON path is unchanged (same origin, JSON body, JSON answer)',
    async run() {
      const { deps } = createTestDeps();
      const response = await createContactHandler(deps)(
        new Request(FUNCTION_URL, {
          method: 'POST',
          // The platform sets the client-address header on every request; without one the handler refuses (400).
          headers: {
            'content-type': 'application/json',
            origin: ALLOWED_ORIGIN,
            'x-forwarded-for': '203.0.113.9',
          },
          body: JSON.stringify({ ...FORM, userAgent: null, ipAddress: null }),
        }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(await response.json(), { success: true }, 'body');
    },
  },
];
