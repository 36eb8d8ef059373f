/** Every size and rate limit of the contact pipeline, in one place. */

/** Minimum lengths after trimming, in characters. */
export const MIN_LENGTHS = { name: 2, message: 10 } as const;

/** Server-side caps (characters, i.e. code points, like Postgres char_length). The migration's CHECKs use the same numbers. */
export const MAX_LENGTHS = {
  name: 100,
  email: 254,
  message: 5000,
  userAgent: 512,
  ipAddress: 64,
  honeypot: 500,
  metadataText: 512,
} as const;

/** Largest accepted request body in bytes (a 5000-character message of 4-byte characters plus the rest fits). */
export const MAX_BODY_BYTES = 32 * 1024;

/** Largest accepted request header block in bytes (names + values). */
export const MAX_HEADER_BYTES = 8 * 1024;

export interface RateLimitRule {
  /**
   * Bucket family, part of the stored key; `global` is one bucket shared by every sender, `spam` the one bucket of
   * stored honeypot hits.
   */
  scope: 'client' | 'email' | 'global' | 'spam';
  limit: number;
  windowSeconds: number;
}

/** The form allows at most 3 submissions per rolling 60 seconds. */
export const CLIENT_SIDE_RATE_LIMIT = { limit: 3, windowMs: 60_000 } as const;

/**
 * The ceiling across all senders (stored submissions per hour, honeypot hits counted apart), so that many real,
 * distinct addresses still cannot flood the inbox or spend the e-mail provider's quota. Over it, visitors get the
 * rate-limit answer and their typed message stays in the form. Hosts override it with CONTACT_GLOBAL_LIMIT_PER_HOUR.
 */
export const DEFAULT_GLOBAL_LIMIT_PER_HOUR = 200;

/**
 * Honeypot hits stored per hour across all senders. They are kept for staff to spot a person whose browser filled the
 * hidden field, so they cannot use up the ceiling of real submissions; over this one they get the same quiet success
 * and nothing is stored, so a bot learns nothing and storage stays bounded.
 */
export const SPAM_LIMIT_PER_HOUR = 50;

/**
 * How much of a honeypot hit's message is stored: enough for staff to tell a real enquiry from a bot's, and to answer
 * it; no more, since nobody reads a bot's payload.
 */
export const SPAM_MESSAGE_KEPT_CHARACTERS = 500;

/**
 * The server's limits are looser than the form's 3 per 60 s, so an honest visitor only ever meets the form's own
 * limit; they stop scripts that skip the form.
 */
export const SERVER_RATE_LIMITS: readonly RateLimitRule[] = [
  { scope: 'client', limit: 5, windowSeconds: 60 },
  { scope: 'client', limit: 20, windowSeconds: 3600 },
  { scope: 'email', limit: 5, windowSeconds: 3600 },
  { scope: 'global', limit: DEFAULT_GLOBAL_LIMIT_PER_HOUR, windowSeconds: 3600 },
  { scope: 'spam', limit: SPAM_LIMIT_PER_HOUR, windowSeconds: 3600 },
];

/** Largest `metadata::text` of a stored row in bytes (the migration's CHECK counts octets of the jsonb text). */
export const MAX_METADATA_BYTES = 4096;

/** Every outbound call (the e-mail provider) gives up after this long; the row is then marked for retry. */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/**
 * The notification outbox (notification-retry.ts): a `new` row older than this was left by an attempt that never
 * finished (a crash, a timeout); a row is tried at most MAX_NOTIFY_ATTEMPTS times, RETRY_BATCH_SIZE per run.
 */
export const NOTIFY_STALE_SECONDS = 300;
export const MAX_NOTIFY_ATTEMPTS = 10;
export const RETRY_BATCH_SIZE = 50;

/** `Idempotency-Key` header: what the form sends (a UUID) and the migration's CHECK allow. */
export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
export const IDEMPOTENCY_KEY_PATTERN = /* @__PURE__ */ new RegExp(
  `^[A-Za-z0-9_-]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`,
);

/**
 * The outbox of deliveries (deliveries.ts: acknowledgements, webhooks, replies): each is tried at most
 * MAX_DELIVERY_ATTEMPTS times (backoff 1, 2, 4, … minutes: about 8½ hours in all, within the 24 hours Resend keeps an idempotency key),
 * DELIVERY_BATCH_SIZE per run.
 */
export const MAX_DELIVERY_ATTEMPTS = 10;
export const DELIVERY_BATCH_SIZE = 50;
