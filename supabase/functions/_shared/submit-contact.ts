/**
 * One contact submission, from its parsed body to the database: `submitContact(input, deps)` validates the body, spends
 * the rate-limit slots (per client, per mailbox, the shared ceilings), stores the row (a honeypot hit cut down and
 * marked spam), and hands a real one to the notification outbox. It answers a typed outcome; the HTTP handler
 * (contact-handler.ts) presents it as JSON or as the no-JavaScript form's redirect. Knows nothing of HTTP.
 */
import type { ClientAddress } from './client-identity.ts';
import type { DeliveryRequest } from './deliveries.ts';
import { SERVER_RATE_LIMITS, SPAM_MESSAGE_KEPT_CHARACTERS, type RateLimitRule } from './limits.ts';
import type { ContactOutcome } from './outcome.ts';
import type { NotificationAddresses } from './notification-email.ts';
import { notifySubmission } from './notify-submission.ts';
import type {
  Admission,
  AdmissionLimits,
  Logger,
  Mailer,
  NewSubmission,
  RateLimitBucket,
  RateLimiter,
  SubmissionStore,
} from './types.ts';
import { parseContactPayload, type ContactSubmissionInput } from './validation.ts';

export type { ContactFailure, ContactOutcome } from './outcome.ts';

export interface SubmitContactDeps {
  store: SubmissionStore;
  /** For a store without `admit` only: `admit` spends the limits in the statement that stores the row. */
  rateLimiter?: RateLimiter;
  /** Absent when no e-mail provider is configured: rows then stay `new`. */
  notification?: { mailer: Mailer; addresses: NotificationAddresses } | null;
  /**
   * The outbox of deliveries: which ones a stored real submission gets (the acknowledgement when e-mail is
   * configured, the webhook when one is), and how to start sending them without holding up the visitor's answer.
   * `notifyAfterAnswer` runs a stored submission's notification attempt after the answer too; without it the
   * attempt is made before the answer.
   */
  outbox?: {
    acknowledge: boolean;
    webhook: boolean;
    runSoon(): void;
    notifyAfterAnswer?(notify: () => Promise<unknown>): void;
  } | null;
  /** Secret salt for hashing client addresses and e-mail rate-limit keys. */
  hashSalt: string;
  rateLimits?: readonly RateLimitRule[];
  /** The shared ceiling (stored submissions per hour across all senders); limits.ts has the default. */
  globalLimitPerHour?: number;
  logger: Logger;
}

export interface ContactInput {
  /** The JSON body the form sends (or the no-JavaScript form's fields as that body); untrusted. */
  body: unknown;
  /** The client under the host's trust model; null when it cannot be known. */
  client: ClientAddress | null;
  /** The form's `Idempotency-Key`, already checked for its format. */
  idempotencyKey: string | null;
}

/** Hex SHA-256 of a secret salt and a value, so raw IP addresses never reach storage. */
export async function saltedSha256(value: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${value}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function submitContact(
  input: ContactInput,
  deps: SubmitContactDeps,
): Promise<ContactOutcome> {
  const parsed = parseContactPayload(input.body);
  if (!parsed.ok) return parsed;
  if (input.client === null) {
    // Never one shared bucket for strangers: whoever filled it would lock everyone else out.
    deps.logger.warn('contact submission refused: no client address');
    return { ok: false, reason: 'client-unknown' };
  }
  try {
    return await admit(parsed.value, input.client, input.idempotencyKey, deps);
  } catch (error) {
    deps.logger.error('contact submission failed', {
      detail: error instanceof Error ? error.message : String(error),
    });
    return { ok: false, reason: 'failed' };
  }
}

/** A valid submission from a known client: limits, storage, notification. A bot gets what a person gets. */
async function admit(
  submission: ContactSubmissionInput,
  client: ClientAddress,
  idempotencyKey: string | null,
  deps: SubmitContactDeps,
): Promise<ContactOutcome> {
  const row: NewSubmission = {
    name: submission.name,
    email: submission.email,
    message: submission.message,
    userAgent: submission.userAgent,
    source: submission.source,
    metadata: submission.metadata,
    ipHash: await saltedSha256(client.address, deps.hashSalt),
    status: submission.isSpam ? 'spam' : 'new',
    idempotencyKey,
    deliveries: submission.isSpam ? [] : await deliveryRequests(submission.email, deps),
  };
  const admission = await (deps.store.admit?.bind(deps.store) ?? admitInSteps(deps))(
    submission.isSpam ? honeypotRow(row) : row,
    await admissionLimits(submission, client, deps),
  );
  // A retry of a stored submission (or the same key twice at once) gets the first answer again.
  if (admission.outcome === 'already-stored') return { ok: true, id: null };
  if (admission.outcome === 'rate-limited') {
    deps.logger.warn('contact submission rate-limited', {
      retryAfterSeconds: admission.retryAfterSeconds,
    });
    return { ok: false, reason: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds };
  }
  if (admission.outcome === 'over-spam-ceiling') {
    deps.logger.info('honeypot hit over the spam ceiling, not stored');
    return { ok: true, id: null };
  }
  const stored = admission.submission;
  deps.logger.info('contact submission stored', { id: stored.id, status: stored.status });
  const { notification } = deps;
  // The row, stored as `new`, is the notification's outbox entry: a host that stops before the attempt leaves it
  // for the outbox run (notification-retry.ts), under the same idempotency key.
  const notify =
    !submission.isSpam && notification
      ? () => notifySubmission(stored, notification, deps.store, deps.logger)
      : undefined;
  if ((row.deliveries ?? []).length > 0) deps.outbox?.runSoon();
  if (notify && deps.outbox?.notifyAfterAnswer) deps.outbox.notifyAfterAnswer(notify);
  else if (notify) await notify();
  return { ok: true, id: stored.id };
}

/** The deliveries a real submission asks for; the database skips an acknowledgement the mailbox had in 24 hours. */
async function deliveryRequests(
  email: string,
  { outbox, hashSalt }: SubmitContactDeps,
): Promise<DeliveryRequest[]> {
  const requests: DeliveryRequest[] = [];
  if (outbox?.acknowledge)
    requests.push({
      kind: 'acknowledgement',
      mailboxHash: await saltedSha256(canonicalMailbox(email), hashSalt),
    });
  if (outbox?.webhook) requests.push({ kind: 'webhook' });
  return requests;
}

/**
 * A real submission over the ceiling is refused like any other limit; a honeypot hit is checked against its own
 * ceiling after its sender's limits, so that over it the bot gets the success a person would get (nothing stored).
 */
async function admissionLimits(
  submission: ContactSubmissionInput,
  client: ClientAddress,
  deps: SubmitContactDeps,
): Promise<AdmissionLimits> {
  const { sender, ceiling } = await rateLimitBuckets({
    clientBucket: client.bucket,
    clientNetwork: client.network,
    email: submission.email,
    isSpam: submission.isSpam,
    hashSalt: deps.hashSalt,
    rules: deps.rateLimits,
    globalLimitPerHour: deps.globalLimitPerHour,
  });
  return submission.isSpam
    ? { buckets: sender, thenBuckets: ceiling }
    : { buckets: [...sender, ...ceiling], thenBuckets: [] };
}

/** admit_contact_submission's steps as separate calls, for a store without it (the in-memory test deps). */
function admitInSteps({ store, rateLimiter }: SubmitContactDeps) {
  return async (row: NewSubmission, limits: AdmissionLimits): Promise<Admission> => {
    if (!rateLimiter) throw new Error('a store without admit needs a rate limiter');
    if (row.idempotencyKey !== null && (await store.hasIdempotencyKey(row.idempotencyKey)))
      return { outcome: 'already-stored' };
    const decision = await rateLimiter.consume(limits.buckets);
    if (!decision.allowed)
      return { outcome: 'rate-limited', retryAfterSeconds: decision.retryAfterSeconds };
    if (limits.thenBuckets.length > 0 && !(await rateLimiter.consume(limits.thenBuckets)).allowed)
      return { outcome: 'over-spam-ceiling' };
    const stored = await store.insert(row);
    return stored === null
      ? { outcome: 'already-stored' }
      : { outcome: 'stored', submission: stored };
  };
}

const CUT_MARK = '…';

/**
 * What is stored of a honeypot hit: enough for staff to spot a real person among the bots, and bounded in size: the
 * message cut to SPAM_MESSAGE_KEPT_CHARACTERS (code points) with a mark, and no metadata (nobody reviews it).
 */
export function honeypotRow(submission: NewSubmission): NewSubmission {
  const characters = [...submission.message];
  const message =
    characters.length > SPAM_MESSAGE_KEPT_CHARACTERS
      ? characters.slice(0, SPAM_MESSAGE_KEPT_CHARACTERS).join('') + CUT_MARK
      : submission.message;
  return { ...submission, message, metadata: {} };
}

// The rate-limit buckets of one submission: per client (for IPv6, its /64 and its /48 each under the client rules),
// per canonical mailbox, and the shared ceilings.

/** Providers that ignore dots in the local part, under the one domain both of their names reach. */
const DOTLESS_MAILBOXES: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** The domain in ASCII (punycode for IDN), lower case, without a trailing dot; as typed when it is no host name. */
function asciiDomain(domain: string): string {
  let ascii = domain;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    // Not a host name a URL accepts: keep it as typed (validation has already refused the worst).
  }
  return ascii.toLowerCase().replace(/\.+$/, '');
}

/**
 * One mailbox however it is spelled, for the per-mailbox rate limit only (the stored address stays as typed): lower
 * case, without a `+tag`, the domain in ASCII without a trailing dot, and Gmail's dots ignored
 * (`Vic.Tim+2@GoogleMail.com.` → `victim@gmail.com`, `a@bücher.example` → `a@xn--bcher-kva.example`).
 */
export function canonicalMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  let local = (email.slice(0, at).split('+', 1)[0] ?? '').toLowerCase();
  let domain = asciiDomain(email.slice(at + 1));
  const dotless = DOTLESS_MAILBOXES[domain];
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replace(/\./g, '');
  }
  return `${local}@${domain}`;
}

export interface BucketInput {
  /** The client's bucket (IPv4 address or IPv6 /64), from client-identity.ts. */
  clientBucket: string;
  /** The IPv6 client's /48 (client-identity.ts), held to the same per-client rules; null or absent for IPv4. */
  clientNetwork?: string | null;
  email: string;
  /** Honeypot hits count against their sender and the spam ceiling, not against the ceiling of real submissions. */
  isSpam: boolean;
  hashSalt: string;
  rules?: readonly RateLimitRule[];
  /** Replaces the limit of the `global` rules. */
  globalLimitPerHour?: number;
}

export interface SubmissionBuckets {
  /** Per client and per mailbox: over them, the sender gets the rate-limit answer. */
  sender: RateLimitBucket[];
  /** The shared ceiling: `global` for a real submission, `spam` for a honeypot hit. */
  ceiling: RateLimitBucket[];
}

export async function rateLimitBuckets(input: BucketInput): Promise<SubmissionBuckets> {
  const keys: Record<RateLimitRule['scope'], string[]> = {
    client: [
      `client:${await saltedSha256(input.clientBucket, input.hashSalt)}`,
      ...(input.clientNetwork
        ? [`network:${await saltedSha256(input.clientNetwork, input.hashSalt)}`]
        : []),
    ],
    email: [`email:${await saltedSha256(canonicalMailbox(input.email), input.hashSalt)}`],
    global: ['global:stored'],
    spam: ['global:spam'],
  };
  const ceilingScope = input.isSpam ? 'spam' : 'global';
  const bucketsOf = (rule: RateLimitRule): RateLimitBucket[] =>
    keys[rule.scope].map((key) => ({
      key,
      limit:
        rule.scope === 'global' && input.globalLimitPerHour !== undefined
          ? input.globalLimitPerHour
          : rule.limit,
      windowSeconds: rule.windowSeconds,
    }));
  const rules = input.rules ?? SERVER_RATE_LIMITS;
  return {
    sender: rules
      .filter((rule) => rule.scope === 'client' || rule.scope === 'email')
      .flatMap(bucketsOf),
    ceiling: rules.filter((rule) => rule.scope === ceilingScope).flatMap(bucketsOf),
  };
}
