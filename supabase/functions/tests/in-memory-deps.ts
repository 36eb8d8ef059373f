/** In-memory stand-ins for the handler's deps, shared by the Deno and the Node (vitest) handler tests. */
import type { ContactHandlerDeps } from '../_shared/contact-handler.ts';
import type {
  Mailer,
  OutgoingEmail,
  RateLimitBucket,
  RateLimitDecision,
  RateLimiter,
  StoredSubmission,
  SubmissionStatus,
  SubmissionStore,
} from '../_shared/types.ts';

export interface MemoryRow extends StoredSubmission {
  finalStatus: SubmissionStatus;
  notifyError: string | null;
  notifyAttempts: number;
}

/** Rows in an array; the outbox claims every `notify_failed` row and every `new` row (no clock, no backoff). */
export function createMemoryStore(): SubmissionStore & { rows: MemoryRow[] } {
  const rows: MemoryRow[] = [];
  return {
    rows,
    async insert(submission) {
      if (
        submission.idempotencyKey !== null &&
        rows.some((row) => row.idempotencyKey === submission.idempotencyKey)
      )
        return null;
      const stored: StoredSubmission = {
        ...submission,
        id: `id-${rows.length + 1}`,
        createdAt: new Date(0).toISOString(),
      };
      rows.push({
        ...stored,
        finalStatus: submission.status,
        notifyError: null,
        notifyAttempts: 0,
      });
      return stored;
    },
    async hasIdempotencyKey(key) {
      return rows.some((row) => row.idempotencyKey === key);
    },
    async markNotification(id, status, detail) {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) throw new Error(`no row ${id}`);
      row.finalStatus = status;
      row.notifyError = detail;
      row.notifyAttempts += 1;
    },
    async claimPendingNotifications({ limit, maxAttempts }) {
      return rows
        .filter(
          (row) =>
            (row.finalStatus === 'new' || row.finalStatus === 'notify_failed') &&
            row.notifyAttempts < maxAttempts,
        )
        .slice(0, limit);
    },
  };
}

/** Sliding window with an injectable clock (milliseconds). */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    async consume(buckets: readonly RateLimitBucket[]): Promise<RateLimitDecision> {
      const at = now();
      let retryAfterSeconds = 0;
      for (const bucket of buckets) {
        const windowMs = bucket.windowSeconds * 1000;
        const recent = (hits.get(bucket.key) ?? []).filter((time) => time > at - windowMs);
        if (recent.length >= bucket.limit) {
          const oldestCounted = recent[recent.length - bucket.limit] ?? at;
          retryAfterSeconds = Math.max(
            retryAfterSeconds,
            Math.ceil((oldestCounted + windowMs - at) / 1000),
            1,
          );
        }
      }
      if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds };
      for (const key of new Set(buckets.map((bucket) => bucket.key))) {
        hits.set(key, [...(hits.get(key) ?? []), at]);
      }
      return { allowed: true };
    },
  };
}

/** A provider that honours idempotency keys: `sent` holds each e-mail once, `attempts` every call. */
export function createRecordingMailer(
  options: { fail?: boolean } = {},
): Mailer & { sent: OutgoingEmail[]; attempts: string[] } {
  const sent: OutgoingEmail[] = [];
  const attempts: string[] = [];
  const keys = new Set<string>();
  return {
    sent,
    attempts,
    async send(email, { idempotencyKey }) {
      attempts.push(idempotencyKey);
      if (options.fail) throw new Error('provider down');
      if (keys.has(idempotencyKey)) return;
      keys.add(idempotencyKey);
      sent.push(email);
    },
  };
}

export const TEST_ADDRESSES = { from: 'Website <site@agency.example>', to: 'inbox@agency.example' };

export function createTestDeps(overrides: Partial<ContactHandlerDeps> = {}) {
  const store = createMemoryStore();
  const mailer = createRecordingMailer();
  const deps: ContactHandlerDeps = {
    store,
    rateLimiter: createMemoryRateLimiter(),
    notification: { mailer, addresses: TEST_ADDRESSES },
    hashSalt: 'test-salt',
    allowedOrigins: ['https://www.lumenforge.example'],
    // The test requests carry the client in x-forwarded-for, as if one trusted proxy had appended it.
    clientAddressTrust: { header: 'x-forwarded-for', trustedProxyHops: 1 },
    ...overrides,
  };
  return { deps, store, mailer };
}
