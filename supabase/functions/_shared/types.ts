/** The contracts between the runtime-neutral handler and the hosts that give it storage, limits and e-mail. */
import type { ContactMetadata } from './contact-payload.ts';

export type SubmissionStatus = 'new' | 'notified' | 'notify_failed' | 'spam';

export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = [
  'new',
  'notified',
  'notify_failed',
  'spam',
];

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
}

export interface StoredSubmission extends NewSubmission {
  id: string;
  createdAt: string;
}

export interface SubmissionStore {
  insert(submission: NewSubmission): Promise<StoredSubmission>;
  /** Records the outcome of the notification e-mail; `detail` says why it failed. */
  markNotification(
    id: string,
    status: 'notified' | 'notify_failed',
    detail: string | null,
  ): Promise<void>;
}

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
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** Resolves when the provider accepted the e-mail; rejects otherwise. */
  send(email: OutgoingEmail): Promise<void>;
}

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}
