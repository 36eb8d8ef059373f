/** The outbox of deliveries (acknowledgement, webhook): rules written once and run by both `deno test` and vitest. */
import { composeAcknowledgementEmail } from '../_shared/acknowledgement-email.ts';
import { formatAgencyTime, inboxLink, parseTimeZone } from '../_shared/agency-time.ts';
import {
  runDeliveries,
  type ClaimedDelivery,
  type DeliveryMark,
  type DeliveryStore,
} from '../_shared/deliveries.ts';
import { readFunctionConfig } from '../_shared/function-config.ts';
import { composeNotificationEmail, parseRecipients } from '../_shared/notification-email.ts';
import { createResendMailer } from '../_shared/resend-mailer.ts';
import { canonicalMailbox, saltedSha256 } from '../_shared/submit-contact.ts';
import { HONEYPOT_FIELD } from '../_shared/validation.ts';
import { createWebhookSender, parseWebhookTarget, signWebhook } from '../_shared/webhook.ts';
import { createContactHandler } from '../../testing/function-apps.ts';
import { check, checkEqual } from './check.ts';
import { createRecordingMailer, createTestDeps } from './in-memory-deps.ts';
import { ALLOWED_ORIGIN, jsonRequest, withBody } from './requests.ts';
import type { Scenario } from './handler-scenarios.ts';

const silent = { info() {}, warn() {}, error() {} };
const AGENCY = { from: 'Website <site@agency.example>', replyTo: 'hello@agency.example' };
const AGENCY_TO = { from: AGENCY.from, to: AGENCY.replyTo };
/** The Standard Webhooks specification's own example (its reference libraries test against it). */
const SPEC_EXAMPLE = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

function claimed(
  kind: ClaimedDelivery['kind'],
  changes: Partial<ClaimedDelivery> = {},
): ClaimedDelivery {
  return {
    id: `delivery-${kind}`,
    kind,
    idempotencyKey: `contact-${kind}/delivery-${kind}`,
    attempts: 0,
    reply: null,
    submission: {
      id: '6a1c2b9e-0000-4000-8000-000000000001',
      createdAt: '2026-07-01T12:00:00.000Z',
      name: 'Mallory <b>Click</b>',
      email: 'victim@example.com',
      message: 'Win a prize at https://phish.example today!',
      source: 'website',
    },
    ...changes,
  };
}

/** Hands out `due` once, records the marks and the limit asked for. */
function memoryDeliveries(due: ClaimedDelivery[]) {
  const marks: DeliveryMark[] = [];
  const limits: number[] = [];
  const store: DeliveryStore = {
    async claimDeliveries({ limit }) {
      limits.push(limit);
      return due.splice(0, limit);
    },
    async markDeliveries(batch) {
      marks.push(...batch);
    },
  };
  return { store, marks, limits };
}

async function submitWith(outbox: { acknowledge: boolean; webhook: boolean }, body: unknown) {
  let runs = 0;
  const { deps, store } = createTestDeps({
    outbox: { ...outbox, runSoon: () => (runs += 1) },
  });
  const response = await createContactHandler(deps)(jsonRequest(body, { origin: ALLOWED_ORIGIN }));
  return { response, rows: store.rows, runs: () => runs };
}

export const DELIVERY_SCENARIOS: Scenario[] = [
  {
    title:
      'a real submission asks for its acknowledgement (by its salted mailbox) and its webhook, then starts a run',
    async run() {
      const { response, rows, runs } = await submitWith(
        { acknowledge: true, webhook: true },
        withBody({ email: 'Ada.Lovelace+web@GoogleMail.com' }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(
        rows[0]?.deliveries,
        [
          {
            kind: 'acknowledgement',
            mailboxHash: await saltedSha256('adalovelace@gmail.com', 'test-salt'),
          },
          { kind: 'webhook' },
        ],
        'deliveries stored with the row',
      );
      checkEqual(
        canonicalMailbox('Ada.Lovelace+web@GoogleMail.com'),
        'adalovelace@gmail.com',
        'mailbox',
      );
      checkEqual(runs(), 1, 'one run started');
    },
  },
  {
    title: 'a honeypot hit asks for nothing and starts no run',
    async run() {
      const { response, rows, runs } = await submitWith(
        { acknowledge: true, webhook: true },
        withBody({ [HONEYPOT_FIELD]: 'http://bot.example' }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(rows[0]?.status, 'spam', 'stored as spam');
      checkEqual(rows[0]?.deliveries, [], 'no deliveries');
      checkEqual(runs(), 0, 'no run');
    },
  },
  {
    title:
      'the staff notification is tried after the answer: the answer does not wait for it, the row records it',
    async run() {
      const later: (() => Promise<unknown>)[] = [];
      const { deps, store, mailer } = createTestDeps({
        outbox: {
          acknowledge: false,
          webhook: false,
          runSoon: () => undefined,
          notifyAfterAnswer: (notify) => later.push(notify),
        },
      });
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({}), { origin: ALLOWED_ORIGIN }),
      );
      checkEqual(await response.json(), { success: true }, 'answer');
      checkEqual(mailer.attempts, [], 'nothing sent before the answer');
      checkEqual(store.rows[0]?.finalStatus, 'new', 'row waiting for its notification');
      checkEqual(later.length, 1, 'one attempt handed over');
      await later[0]!();
      checkEqual(store.rows[0]?.finalStatus, 'notified', 'row marked');
      checkEqual(
        mailer.attempts,
        [`contact-notification/${store.rows[0]!.id}`],
        'sent once under the submission key',
      );
    },
  },
  {
    title:
      'a notification that fails after the answer leaves the row notify_failed, the answer a success',
    async run() {
      const later: (() => Promise<unknown>)[] = [];
      const { deps, store } = createTestDeps({
        notification: { mailer: createRecordingMailer({ fail: true }), addresses: AGENCY_TO },
        outbox: {
          acknowledge: false,
          webhook: false,
          runSoon: () => undefined,
          notifyAfterAnswer: (notify) => later.push(notify),
        },
      });
      const response = await createContactHandler(deps)(
        jsonRequest(withBody({}), { origin: ALLOWED_ORIGIN }),
      );
      checkEqual(response.status, 200, 'status');
      checkEqual(await response.json(), { success: true }, 'answer');
      await later[0]!();
      checkEqual(store.rows[0]?.finalStatus, 'notify_failed', 'row status');
    },
  },
  {
    title: 'without e-mail or a webhook configured, a submission asks for nothing',
    async run() {
      const { rows, runs } = await submitWith({ acknowledge: false, webhook: false }, withBody({}));
      checkEqual(rows[0]?.deliveries, [], 'no deliveries');
      checkEqual(runs(), 0, 'no run');
    },
  },
  {
    title:
      'the acknowledgement is the fixed template: nothing the enquirer typed, the agency as Reply-To',
    async run() {
      const mailer = createRecordingMailer();
      const { store, marks } = memoryDeliveries([claimed('acknowledgement')]);
      const result = await runDeliveries({
        store,
        senders: {
          email: { mailer, addresses: AGENCY },
          webhook: null,
          siteUrl: null,
          timeZone: 'UTC',
        },
        logger: silent,
      });
      checkEqual(result, { attempted: 1, sent: 1, failed: 0 }, 'run');
      const [email] = mailer.sent;
      checkEqual([email?.to, email?.replyTo], ['victim@example.com', AGENCY.replyTo], 'addresses');
      checkEqual(
        email,
        composeAcknowledgementEmail('victim@example.com', AGENCY),
        'the template, whatever the submission said',
      );
      for (const part of [email!.subject, email!.text, email!.html ?? ''])
        check(!/Mallory|Click|phish|prize/.test(part), `nothing typed in ${part}`);
      check(email!.text.includes('within 24 hours'), 'the reply time');
      check(email!.text.includes('https://calendly.com/lumenforge/15min'), 'the booking link');
      checkEqual(mailer.attempts, ['contact-acknowledgement/delivery-acknowledgement'], 'its key');
      checkEqual(marks, [{ id: 'delivery-acknowledgement', sent: true, detail: null }], 'marked');
    },
  },
  {
    title: 'a webhook is signed as the Standard Webhooks specification says',
    async run() {
      const target = parseWebhookTarget('https://hooks.example/in', SPEC_EXAMPLE.secret)!;
      checkEqual(
        await signWebhook(target.key, SPEC_EXAMPLE.id, SPEC_EXAMPLE.timestamp, SPEC_EXAMPLE.body),
        SPEC_EXAMPLE.signature,
        'signature',
      );
    },
  },
  {
    title: 'a webhook goes out with its id, timestamp and signature, and a text a chat tool shows',
    async run() {
      const requests: Request[] = [];
      const target = parseWebhookTarget('https://hooks.example/in', SPEC_EXAMPLE.secret)!;
      const webhook = createWebhookSender({
        target,
        now: () => 1_790_000_000_000,
        fetch: async (input, init) => {
          requests.push(new Request(input, init));
          return new Response('ok');
        },
      });
      const { store } = memoryDeliveries([claimed('webhook')]);
      await runDeliveries({
        store,
        senders: {
          email: null,
          webhook,
          siteUrl: 'https://www.agency.example',
          timeZone: 'Europe/Berlin',
        },
        logger: silent,
      });
      const [request] = requests;
      const body = await request!.text();
      checkEqual(request!.headers.get('webhook-id'), 'contact-webhook/delivery-webhook', 'id');
      checkEqual(request!.headers.get('webhook-timestamp'), '1790000000', 'timestamp');
      checkEqual(
        request!.headers.get('webhook-signature'),
        await signWebhook(target.key, 'contact-webhook/delivery-webhook', 1790000000, body),
        'signature',
      );
      const payload = JSON.parse(body) as { text: string; data: Record<string, unknown> };
      const link =
        'https://www.agency.example/admin?view=all&id=6a1c2b9e-0000-4000-8000-000000000001';
      checkEqual(payload.data.inbox_url, link, 'link');
      checkEqual(payload.data.message, 'Win a prize at https://phish.example today!', 'the data');
      check(
        payload.text.includes('Mallory &lt;b&gt;Click&lt;/b&gt;'),
        'markup escaped in the text',
      );
      check(payload.text.includes('Jul 1, 2026, 14:00 GMT+2'), `agency time in ${payload.text}`);
      check(payload.text.endsWith(`Open in inbox: ${link}`), 'the link');
    },
  },
  {
    title: 'a webhook that fails or hangs is recorded with the reason, and tried later',
    async run() {
      for (const [answer, reason] of [
        [
          () => Promise.resolve(new Response('nope', { status: 500 })),
          'the webhook answered 500: nope',
        ],
        [() => new Promise<Response>(() => undefined), 'the webhook did not answer within 50 ms'],
      ] as const) {
        const webhook = createWebhookSender({
          target: parseWebhookTarget('https://hooks.example/in', SPEC_EXAMPLE.secret)!,
          timeoutMs: 50,
          fetch: (_input, init) =>
            Promise.race([
              answer(),
              new Promise<Response>((_, reject) =>
                init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
              ),
            ]),
        });
        const { store, marks } = memoryDeliveries([claimed('webhook'), claimed('acknowledgement')]);
        const result = await runDeliveries({
          store,
          senders: { email: null, webhook, siteUrl: null, timeZone: 'UTC' },
          logger: silent,
        });
        checkEqual(result, { attempted: 2, sent: 0, failed: 2 }, 'run');
        checkEqual(
          marks,
          [
            { id: 'delivery-webhook', sent: false, detail: reason },
            {
              id: 'delivery-acknowledgement',
              sent: false,
              detail: 'no e-mail provider is configured',
            },
          ],
          'marks',
        );
      }
    },
  },
  {
    title: 'a run claims a bounded batch',
    async run() {
      const { store, limits } = memoryDeliveries([]);
      await runDeliveries({
        store,
        senders: { email: null, webhook: null, siteUrl: null, timeZone: 'UTC' },
        logger: silent,
      });
      checkEqual(limits, [50], 'batch size');
    },
  },
  {
    title:
      'the webhook, the time zone and the site are configured in words, or the start stops saying why',
    async run() {
      const env = (values: Record<string, string>) => (name: string) =>
        ({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k', ...values })[
          name
        ];
      const config = readFunctionConfig(
        env({
          CONTACT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X',
          CONTACT_WEBHOOK_SECRET: SPEC_EXAMPLE.secret,
          CONTACT_TIME_ZONE: 'Europe/London',
          CONTACT_ALLOWED_ORIGINS: 'https://www.agency.example',
          CONTACT_TO_EMAIL: 'hello@agency.example',
        }),
      );
      checkEqual(config.webhook?.url, 'https://hooks.slack.com/services/T/B/X', 'url');
      checkEqual(config.timeZone, 'Europe/London', 'zone');
      checkEqual(config.siteUrl, 'https://www.agency.example', 'site from the allowed origin');
      checkEqual(config.replyTo, 'hello@agency.example', 'reply-to');
      checkEqual(
        readFunctionConfig(env({})).timeZone,
        'America/Indiana/Indianapolis',
        'default zone',
      );
      for (const [values, words] of [
        [
          { CONTACT_WEBHOOK_URL: 'https://h.example', CONTACT_WEBHOOK_SECRET: 'hunter2' },
          'CONTACT_WEBHOOK_SECRET must be "whsec_"',
        ],
        [{ CONTACT_WEBHOOK_URL: 'https://h.example' }, 'CONTACT_WEBHOOK_SECRET must be "whsec_"'],
        [{ CONTACT_WEBHOOK_SECRET: SPEC_EXAMPLE.secret }, 'CONTACT_WEBHOOK_URL is not'],
        [
          { CONTACT_WEBHOOK_URL: 'ftp://h.example', CONTACT_WEBHOOK_SECRET: SPEC_EXAMPLE.secret },
          'CONTACT_WEBHOOK_URL must be an http(s) URL',
        ],
        [{ CONTACT_TIME_ZONE: 'Mars/Olympus' }, 'CONTACT_TIME_ZONE must be an IANA time zone name'],
      ] as const) {
        let error = '';
        try {
          readFunctionConfig(env(values));
        } catch (thrown) {
          error = (thrown as Error).message;
        }
        check(error.includes(words), `"${words}" in "${error}"`);
      }
      checkEqual(parseTimeZone('asia/tokyo'), 'Asia/Tokyo', 'a name in any case');
      checkEqual(
        formatAgencyTime('2026-01-15T09:05:00Z', 'Asia/Tokyo'),
        'Thu, Jan 15, 2026, 18:05 GMT+9',
        'format',
      );
      checkEqual(
        inboxLink('https://a.example/', 'x-1'),
        'https://a.example/admin?view=all&id=x-1',
        'link',
      );
    },
  },
  {
    title:
      'the notification goes to every configured recipient, opens the enquiry in the inbox and tells the agency time',
    async run() {
      const to = parseRecipients(' hello@agency.example, sales@agency.example ')!;
      checkEqual(to, ['hello@agency.example', 'sales@agency.example'], 'recipients');
      const email = composeNotificationEmail(
        {
          id: '6a1c2b9e-0000-4000-8000-000000000001',
          createdAt: '2026-07-01T12:00:00.000Z',
          name: 'Ada <script>',
          email: 'ada@example.com',
          message: 'Hello there, a shop please.',
          userAgent: null,
          source: 'website',
          metadata: {},
          ipHash: null,
          status: 'new',
          idempotencyKey: null,
        },
        { from: AGENCY.from, to },
        { siteUrl: () => 'https://www.agency.example', timeZone: 'America/New_York' },
      );
      const link =
        'https://www.agency.example/admin?view=all&id=6a1c2b9e-0000-4000-8000-000000000001';
      check(email.text.startsWith(`Open in inbox: ${link}\n`), 'the link first in the text');
      check(
        (email.html ?? '').includes(`<a href="${link.replace('&', '&amp;')}">Open in inbox</a>`),
        'html link',
      );
      check(
        email.text.includes('Received: Wed, Jul 1, 2026, 08:00 EDT (America/New_York)'),
        `agency time in ${email.text}`,
      );
      check(!email.text.includes('2026-07-01T12:00:00.000Z'), 'no raw UTC');
      check((email.html ?? '').includes('Ada &lt;script&gt;'), 'escaped');

      const bodies: unknown[] = [];
      const mailer = createResendMailer({
        apiKey: 're_1',
        fetch: async (_input, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response('{}');
        },
      });
      await mailer.send(email, { idempotencyKey: 'k', submissionId: 'x' });
      checkEqual((bodies[0] as { to: unknown }).to, to, 'Resend gets every recipient');

      for (const [value, words] of [
        ['hello@agency.example, not-an-address', '"not-an-address" is not an address'],
        ['a@agency.example, A@agency.example', 'names an address twice'],
        ['a@agency.example,', '"" is not an address'],
      ] as const) {
        let error = '';
        try {
          parseRecipients(value);
        } catch (thrown) {
          error = (thrown as Error).message;
        }
        check(error.startsWith('CONTACT_TO_EMAIL must') || error.includes(words), error);
        check(error.includes(words), `"${words}" in "${error}"`);
      }
      checkEqual(parseRecipients('one@agency.example'), 'one@agency.example', 'one stays one');
    },
  },
];
