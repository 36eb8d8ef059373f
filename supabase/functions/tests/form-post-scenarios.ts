/** The contact form posted without JavaScript, written once and run by both `deno test` and vitest. */
import { createContactHandler } from '../../testing/function-apps.ts';
import { CONTACT_MESSAGES, VALIDATION_MESSAGES } from '../_shared/messages.ts';
import { NOT_SENT_PAGE, NOT_SENT_REASONS } from '../_shared/outcome.ts';

import { siteNotSentTemplate } from '../_shared/form-page.ts';
import { check, checkEqual } from './check.ts';
import { createTestDeps } from './in-memory-deps.ts';
import { NOT_SENT_TEMPLATE } from './not-sent-template.ts';
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
/** The project URL the hosted function is served from (the page it answers with posts from there). */
const FUNCTION_ORIGIN = 'https://project-ref.supabase.co';

/** Deps whose "not sent" page is the stand-in template, for the site's origin only (as the hosted loader). */
function withPage(overrides: Parameters<typeof createTestDeps>[0] = {}) {
  const asked: string[] = [];
  const test = createTestDeps({
    notSentPage: async (siteOrigin) => {
      asked.push(siteOrigin);
      return siteOrigin === ALLOWED_ORIGIN ? NOT_SENT_TEMPLATE : null;
    },
    functionOrigin: FUNCTION_ORIGIN,
    ...overrides,
  });
  return { ...test, asked };
}

/** The start tag of the element with this id. */
function startTag(html: string, id: string): string {
  const tag = new RegExp(`<[a-z]+\\b[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  check(tag !== undefined, `no element #${id}`);
  return tag;
}

/** The text in the textarea #id, as the HTML parser reads it (the first line break dropped, entities kept). */
function textareaContent(html: string, id: string): string {
  const match = new RegExp(`<textarea\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</textarea>`).exec(
    html,
  );
  check(match, `no textarea #${id}`);
  return (match[1] ?? '').replace(/^\n/, '');
}

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
    title:
      "form post with the site's page: 422 with every field problem listed, the typed text back in the fields, each error under its field",
    async run() {
      const { deps, store } = withPage();
      const typed = { name: ' A ', email: 'ada@example', message: 'Too short', website: '' };
      const response = await createContactHandler(deps)(formPost(typed));
      checkEqual(response.status, 422, 'status');
      checkEqual(response.headers.get('location'), null, 'no redirect');
      checkEqual(response.headers.get('content-type'), 'text/html; charset=utf-8', 'type');
      checkEqual(response.headers.get('cache-control'), 'no-store', 'cache-control');
      const html = await response.text();
      check(
        html.includes(
          `${NOT_SENT_PAGE.reasonsAttribute}="name-too-short email-invalid message-too-short"`,
        ),
        'the list names the three reasons',
      );
      check(startTag(html, 'not-sent-name').includes('value=" A "'), 'name typed');
      check(startTag(html, 'not-sent-email').includes('value="ada@example"'), 'email typed');
      checkEqual(textareaContent(html, 'not-sent-message'), 'Too short', 'message typed');
      for (const [field, reason] of [
        ['name', 'name-too-short'],
        ['email', 'email-invalid'],
        ['message', 'message-too-short'],
      ] as const) {
        const control = startTag(html, `not-sent-${field}`);
        check(control.includes('aria-invalid="true"'), `${field} invalid`);
        check(control.includes(`aria-describedby="not-sent-${field}-error"`), `${field} described`);
        check(
          new RegExp(
            `<p id="not-sent-${field}-error" class="error">.*?<span>${NOT_SENT_REASONS[reason]}</span></p>`,
          ).test(html),
          `${field} error under it`,
        );
      }
      checkEqual(NOT_SENT_REASONS['name-too-short'], VALIDATION_MESSAGES.nameTooShort, 'text');
      check(!html.includes(NOT_SENT_PAGE.fieldErrorText), 'no prototype left');
      check(!/<template/.test(html), 'the form is in the page, not in a template');
      check(startTag(html, 'not-sent').startsWith('<form'), 'one form');
      check(/data-not-sent-back="" hidden=""/.test(html), 'the "use Back" block is hidden');
      check(!/<script|modulepreload/.test(html), 'no script');
      checkEqual(store.rows.length, 0, 'rows');
    },
  },
  {
    title:
      "form post with the site's page on another origin: <base> and CSP name the site, the form names it for the next post",
    async run() {
      const { deps, asked } = withPage();
      const response = await createContactHandler(deps)(formPost({ ...FORM, email: '' }));
      checkEqual(asked, [ALLOWED_ORIGIN], 'page asked of the site the form came from');
      const html = await response.text();
      check(html.includes(`<head><base href="${ALLOWED_ORIGIN}/"/>`), 'base');
      check(
        html.includes(
          `<input type="hidden" name="${NOT_SENT_PAGE.siteOriginField}" value="${ALLOWED_ORIGIN}"/>`,
        ),
        'site field',
      );
      checkEqual(
        response.headers.get('content-security-policy'),
        `default-src 'none'; style-src ${ALLOWED_ORIGIN}; style-src-attr 'unsafe-inline'; ` +
          `font-src ${ALLOWED_ORIGIN}; img-src ${ALLOWED_ORIGIN} data:; manifest-src ${ALLOWED_ORIGIN}; ` +
          `form-action 'self' ${ALLOWED_ORIGIN}; base-uri ${ALLOWED_ORIGIN}; frame-ancestors 'none'`,
        'csp',
      );
      checkEqual(response.headers.get('x-frame-options'), 'DENY', 'frames');
      checkEqual(response.headers.get('x-content-type-options'), 'nosniff', 'nosniff');
    },
  },
  {
    title:
      'form post from the page the function served: accepted from its own origin, lands on the site that page names',
    async run() {
      const { deps, store } = withPage();
      const handler = createContactHandler(deps);
      const fromPage = { origin: FUNCTION_ORIGIN };
      const site = { [NOT_SENT_PAGE.siteOriginField]: ALLOWED_ORIGIN };
      const again = await handler(formPost({ ...FORM, email: 'ada@example', ...site }, fromPage));
      checkEqual(again.status, 422, 'still invalid: the page again');
      check((await again.text()).includes(`<base href="${ALLOWED_ORIGIN}/"/>`), 'for the site');
      const sent = await handler(formPost({ ...FORM, ...site }, fromPage));
      checkEqual(sent.status, 303, 'sent');
      checkEqual(sent.headers.get('location'), SENT, 'on the site');
      checkEqual(store.rows.length, 1, 'stored once');
      checkEqual(store.rows[0]?.email, FORM.email, 'the corrected address');
      // A site the configuration does not name is never where the visitor lands.
      const elsewhere = await handler(
        formPost(
          {
            ...FORM,
            email: 'eve@example.com',
            [NOT_SENT_PAGE.siteOriginField]: 'https://evil.example',
          },
          fromPage,
        ),
      );
      checkEqual(
        elsewhere.headers.get('location'),
        '/contact/sent',
        'a path, never the named site',
      );
    },
  },
  {
    title: "form post with the site's page: hostile text comes back as text, never as markup",
    async run() {
      const { deps } = withPage();
      const hostile = {
        name: '"><script>alert(1)</script><input value="',
        email: "x'onmouseover='alert(1)@example",
        message: "</textarea><img src=x onerror=alert(1)>&lt;b&gt; $& $' \n",
        website: '',
      };
      const response = await createContactHandler(deps)(formPost(hostile));
      checkEqual(response.status, 422, 'status');
      const html = await response.text();
      check(!html.includes('<script>alert'), 'no script element');
      check(!html.includes('<img src=x'), 'no image element');
      check(!html.includes("'onmouseover="), 'no attribute break-out');
      check(
        startTag(html, 'not-sent-name').includes(
          'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;input value=&quot;"',
        ),
        'name escaped',
      );
      check(
        startTag(html, 'not-sent-email').includes(
          'value="x&#39;onmouseover=&#39;alert(1)@example"',
        ),
        'email escaped',
      );
      checkEqual(
        textareaContent(html, 'not-sent-message'),
        '&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;&amp;lt;b&amp;gt; $&amp; $&#39; \n',
        'message escaped, replacement patterns kept as typed',
      );
      checkEqual((html.match(/<textarea/g) ?? []).length, 1, 'one textarea');
      checkEqual((html.match(/<form/g) ?? []).length, 1, 'one form');
    },
  },
  {
    title:
      "form post with the site's page: the rate limit (429, Retry-After) and a storage failure (200) keep the typed text",
    async run() {
      const { deps } = withPage({ rateLimits: [{ scope: 'client', limit: 1, windowSeconds: 60 }] });
      const handler = createContactHandler(deps);
      checkEqual((await handler(formPost(FORM))).headers.get('location'), SENT, 'first');
      const limited = await handler(formPost(FORM));
      checkEqual(limited.status, 429, 'limited');
      check(Number(limited.headers.get('retry-after')) > 0, 'retry-after');
      const limitedHtml = await limited.text();
      check(limitedHtml.includes(`${NOT_SENT_PAGE.reasonsAttribute}="rate-limited"`), 'reason');
      check(startTag(limitedHtml, 'not-sent-name').includes(`value="${FORM.name}"`), 'kept');
      check(!startTag(limitedHtml, 'not-sent-name').includes('aria-invalid'), 'no field error');

      const failing = withPage();
      failing.deps.store.insert = async () => {
        throw new Error('database down');
      };
      const failed = await createContactHandler(failing.deps)(formPost(FORM));
      checkEqual(failed.status, 200, 'never a 5xx');
      const failedHtml = await failed.text();
      check(failedHtml.includes(`${NOT_SENT_PAGE.reasonsAttribute}="failed"`), 'reason');
      checkEqual(textareaContent(failedHtml, 'not-sent-message'), FORM.message, 'kept');

      const extra = await createContactHandler(withPage().deps)(
        formPost({ ...FORM, ipAddress: '1.2.3.4' }),
      );
      checkEqual(extra.status, 400, 'a post the form cannot make');
      check((await extra.text()).includes(`${NOT_SENT_PAGE.reasonsAttribute}="unexpected"`), 'r');
    },
  },
  {
    title:
      'form post: without a usable page (none, unreachable, or missing a part) the redirect to the static page stays',
    async run() {
      const broken = NOT_SENT_TEMPLATE.replace(NOT_SENT_PAGE.fieldErrorAttribute, 'data-other');
      for (const notSentPage of [
        async () => null,
        async () => {
          throw new Error('site down');
        },
        async () => broken,
      ]) {
        const { deps } = createTestDeps({ notSentPage });
        const response = await createContactHandler(deps)(
          formPost({ ...FORM, email: 'ada@example' }),
        );
        checkEqual(response.status, 303, 'status');
        checkEqual(response.headers.get('location'), notSent('email-invalid'), 'location');
      }
    },
  },
  {
    title:
      'the hosted page loader: fetches <site>/contact/not-sent once for a while, asks again sooner after a failure',
    async run() {
      let now = 0;
      const fetched: string[] = [];
      let answer: () => Response = () =>
        new Response(NOT_SENT_TEMPLATE, { headers: { 'content-type': 'text/html' } });
      const template = siteNotSentTemplate({
        fetch: async (url) => {
          fetched.push(String(url));
          return answer();
        },
        ttlMs: 1000,
        failureTtlMs: 100,
        now: () => now,
      });
      checkEqual(await template(''), null, 'no site named: no page');
      checkEqual(await template(ALLOWED_ORIGIN), NOT_SENT_TEMPLATE, 'page');
      checkEqual(await template(ALLOWED_ORIGIN), NOT_SENT_TEMPLATE, 'kept');
      checkEqual(fetched, [`${ALLOWED_ORIGIN}/contact/not-sent`], 'fetched once');
      now = 1001;
      answer = () =>
        new Response('Not here', { status: 404, headers: { 'content-type': 'text/html' } });
      checkEqual(await template(ALLOWED_ORIGIN), null, 'a 404 is no page');
      now = 1050;
      checkEqual(await template(ALLOWED_ORIGIN), null, 'not asked again at once');
      checkEqual(fetched.length, 2, 'two fetches');
      answer = () =>
        new Response('<html>another page</html>', { headers: { 'content-type': 'text/html' } });
      now = 1102;
      checkEqual(await template(ALLOWED_ORIGIN), null, 'a page without the form is no page');
      answer = () => {
        throw new TypeError('network down');
      };
      now = 1203;
      checkEqual(await template(ALLOWED_ORIGIN), null, 'unreachable');
      checkEqual(fetched.length, 4, 'four fetches');
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
