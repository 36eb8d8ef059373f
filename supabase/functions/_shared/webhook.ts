/**
 * The team's webhook (CONTACT_WEBHOOK_URL, CONTACT_WEBHOOK_SECRET): each new real enquiry is posted as a Standard
 * Webhooks message (https://www.standardwebhooks.com): headers `webhook-id` (the delivery's idempotency key, the same
 * on every attempt, so the receiver drops a repeat), `webhook-timestamp` (seconds, of this attempt) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">` keyed with the secret's base64-decoded bytes.
 * The body carries a `text` that a chat tool's incoming webhook (Slack, Teams) shows as it is, and the structured data.
 */
import { OUTBOUND_TIMEOUT_MS } from './limits.ts';

export interface WebhookTarget {
  url: string;
  /** The secret's key bytes (the base64 after `whsec_`). */
  key: Uint8Array;
}

const SECRET_PREFIX = 'whsec_';
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const MIN_KEY_BYTES = 24;

/** The webhook from the two variables; null when no URL is set. Throws a sentence naming the variable when invalid. */
export function parseWebhookTarget(
  url: string | undefined,
  secret: string | undefined,
): WebhookTarget | null {
  if (!url) {
    if (secret) throw new Error('CONTACT_WEBHOOK_SECRET is set but CONTACT_WEBHOOK_URL is not');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CONTACT_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`CONTACT_WEBHOOK_URL must be an http(s) URL, got "${url}"`);
  if (!secret?.startsWith(SECRET_PREFIX) || !BASE64.test(secret.slice(SECRET_PREFIX.length)))
    throw new Error(
      'CONTACT_WEBHOOK_SECRET must be "whsec_" followed by base64 (e.g. whsec_$(openssl rand -base64 32))',
    );
  const key = Uint8Array.from(atob(secret.slice(SECRET_PREFIX.length)), (c) => c.charCodeAt(0));
  if (key.length < MIN_KEY_BYTES)
    throw new Error(`CONTACT_WEBHOOK_SECRET must hold at least ${MIN_KEY_BYTES} bytes of key`);
  return { url: parsed.href, key };
}

function base64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

/** `v1,<signature>` of one message, as the Standard Webhooks specification defines it. */
export async function signWebhook(
  key: Uint8Array,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const hmac = await crypto.subtle.importKey(
    'raw',
    key as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = await crypto.subtle.sign(
    'HMAC',
    hmac,
    new TextEncoder().encode(`${id}.${timestamp}.${body}`),
  );
  return `v1,${base64(signed)}`;
}

export interface WebhookEnquiry {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  message: string;
  source: string;
}

/** Slack's and Teams' markup characters, escaped the way Slack documents, so a name cannot ping or link. */
function chatSafe(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export const WEBHOOK_EVENT = 'contact.submission.created';

/** The body: Standard Webhooks' `type`, `timestamp` and `data`, and the `text` a chat tool shows. */
export function webhookPayload(
  enquiry: WebhookEnquiry,
  inboxUrl: string | null,
  formatTime: (iso: string) => string,
) {
  const received = formatTime(enquiry.createdAt);
  return {
    text:
      `New enquiry from ${chatSafe(enquiry.name)} (${chatSafe(enquiry.email)}), received ${received}.` +
      (inboxUrl ? ` Open in inbox: ${inboxUrl}` : ''),
    type: WEBHOOK_EVENT,
    timestamp: enquiry.createdAt,
    data: {
      id: enquiry.id,
      received_at: enquiry.createdAt,
      received_local: received,
      name: enquiry.name,
      email: enquiry.email,
      message: enquiry.message,
      source: enquiry.source,
      inbox_url: inboxUrl,
    },
  };
}

export interface WebhookSender {
  /** Posts one message under `id`; resolves when the receiver answered 2xx, rejects with the reason otherwise. */
  post(id: string, body: string): Promise<void>;
}

const MAX_ERROR_BODY = 300;

export function createWebhookSender({
  target,
  fetch: fetchImpl,
  timeoutMs = OUTBOUND_TIMEOUT_MS,
  now = () => Date.now(),
}: {
  target: WebhookTarget;
  fetch: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}): WebhookSender {
  return {
    async post(id, body) {
      const timestamp = Math.floor(now() / 1000);
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await fetchImpl(target.url, {
        method: 'POST',
        signal,
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/json',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': await signWebhook(target.key, id, timestamp, body),
        },
        body,
      }).catch((error: unknown) => {
        if (signal.aborted) throw new Error(`the webhook did not answer within ${timeoutMs} ms`);
        throw new Error(`the webhook could not be reached: ${String(error)}`);
      });
      if (!response.ok) {
        const text = (await response.text().catch(() => '')).slice(0, MAX_ERROR_BODY);
        throw new Error(`the webhook answered ${response.status}: ${text}`);
      }
      await response.body?.cancel().catch(() => undefined);
    },
  };
}
