/** The contracts between the runtime-neutral handler and the hosts that give it storage, limits and e-mail. */
import type { DeliveryRequest } from './deliveries.ts';
import type { ContactMetadata } from './validation.ts';

export type SubmissionStatus = 'new' | 'notified' | 'notify_failed' | 'spam';
/** How a notification attempt ended. */
export type NotificationOutcome = Extract<SubmissionStatus, 'notified' | 'notify_failed'>;

export interface NewSubmission {
  name: string;
  email: string;
  message: string;
  userAgent: string | null;
  source: string;
  metadata: ContactMetadata;
  /** Salted SHA-256 of the client address; null when the platform gave none. */
  ipHash: string | null;
  status: 'new' | 'spam';
  /** The form's `Idempotency-Key` (one per submission attempt); unique among stored rows. */
  idempotencyKey: string | null;
  /** What the outbox delivers once the row is stored (written in the same transaction); none for spam. */
  deliveries?: readonly DeliveryRequest[];
}

export interface StoredSubmission extends NewSubmission {
  id: string;
  createdAt: string;
}

export interface SubmissionStore {
  /** Stores the row; null when a row with the same idempotency key is already stored (nothing is stored twice). */
  insert(submission: NewSubmission): Promise<StoredSubmission | null>;
  /** True when a row with this idempotency key is stored. */
  hasIdempotencyKey(key: string): Promise<boolean>;
  /**
   * The idempotency check, the rate limits and the insert in one database call (`admit_contact_submission`), where
   * the database has it; without it submitContact makes the three calls itself, in the same order.
   */
  admit?(submission: NewSubmission, limits: AdmissionLimits): Promise<Admission>;
  /**
   * Records one notification attempt; `detail` says why it failed. A failed attempt schedules the next one with
   * exponential backoff (the database's `mark_contact_notifications`).
   */
  markNotification(id: string, status: NotificationOutcome, detail: string | null): Promise<void>;
  /**
   * The outbox: claims up to `limit` rows whose notification is due (`notify_failed` past their backoff, or `new`
   * rows older than `staleSeconds` that a crashed or timed-out attempt left behind) and holds them for a while so
   * that a concurrent run does not send them too.
   */
  claimPendingNotifications(options: {
    limit: number;
    staleSeconds: number;
    maxAttempts: number;
  }): Promise<StoredSubmission[]>;
}

/** The buckets one submission spends: `buckets` first, then `thenBuckets` (a honeypot hit's spam ceiling). */
export interface AdmissionLimits {
  buckets: readonly RateLimitBucket[];
  thenBuckets: readonly RateLimitBucket[];
}

export type Admission =
  | { outcome: 'stored'; submission: StoredSubmission }
  /** A row with this idempotency key is stored (before, or by a concurrent request): nothing stored, no slot spent. */
  | { outcome: 'already-stored' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number }
  /** Within its sender's limits but over the spam ceiling: a honeypot hit that is not stored. */
  | { outcome: 'over-spam-ceiling' };

export interface RateLimitBucket {
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit for every distinct key when all buckets have room; counts nothing otherwise. */
  consume(buckets: readonly RateLimitBucket[]): Promise<RateLimitDecision>;
}

export interface OutgoingEmail {
  from: string;
  /** One address, or several (the agency's notification recipients). */
  to: string | readonly string[];
  replyTo: string;
  subject: string;
  /** Absent for a plain-text e-mail (a staff reply). */
  html?: string;
  text: string;
}

/** How one e-mail is delivered, apart from what it says. */
export interface Delivery {
  /**
   * The same key for every attempt at one e-mail (derived from what it is about, e.g. the submission id): the provider
   * sends it once however often it is asked, so a crash between sending and recording the send does not duplicate it.
   */
  idempotencyKey: string;
  /** The submission the e-mail is about: erasing the submission erases what a host kept of the e-mail. */
  submissionId: string;
}

export interface Mailer {
  /** Resolves when the provider accepted the e-mail (or had accepted it under the same key before); rejects otherwise. */
  send(email: OutgoingEmail, delivery: Delivery): Promise<void>;
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** For callers that give no logger. */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
