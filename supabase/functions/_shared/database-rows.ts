/**
 * How the handler's values map onto the migration's columns and rate-limit function, and back: one
 * mapping for both hosts (PostgREST in the Edge Function, PGlite in the local backend).
 */
import { deliveryRequestJson } from './deliveries.ts';
import type {
  Admission,
  AdmissionLimits,
  NewSubmission,
  NotificationOutcome,
  RateLimitBucket,
  RateLimitDecision,
  StoredSubmission,
} from './types.ts';
import type { ContactMetadata } from './validation.ts';
import {
  AFTER_INSERT_COLUMNS,
  columnList,
  columnsExcept,
  type ContactSubmissionRow,
} from './submission-row.ts';

/** The columns the handler writes (the database fills id and created_at), in the order the PGlite insert binds them. */
export const INSERT_COLUMNS = columnsExcept('id', 'created_at', ...AFTER_INSERT_COLUMNS);

/** A `contact_submissions` row as the handler writes it. */
export type SubmissionColumns = Omit<
  Pick<ContactSubmissionRow<string, ContactMetadata>, (typeof INSERT_COLUMNS)[number]>,
  'status'
> & { status: NewSubmission['status'] };

export function submissionColumns(submission: NewSubmission): SubmissionColumns {
  return {
    name: submission.name,
    email: submission.email,
    message: submission.message,
    user_agent: submission.userAgent,
    source: submission.source,
    metadata: submission.metadata,
    ip_hash: submission.ipHash,
    status: submission.status,
    idempotency_key: submission.idempotencyKey,
  };
}

const STORED_COLUMNS = columnsExcept(...AFTER_INSERT_COLUMNS);

/** The columns of `SubmissionRow`, for a select. */
export const SUBMISSION_ROW_COLUMNS = columnList(STORED_COLUMNS);

/** A row as the database returns it (select or `claim_contact_notifications`). */
export type SubmissionRow = Pick<
  ContactSubmissionRow<string | Date, ContactMetadata>,
  (typeof STORED_COLUMNS)[number]
>;

export function toStoredSubmission(row: SubmissionRow): StoredSubmission {
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    name: row.name,
    email: row.email,
    message: row.message,
    userAgent: row.user_agent,
    source: row.source,
    metadata: row.metadata,
    ipHash: row.ip_hash,
    // The type of a new row; a claimed row may be notify_failed, which only the outbox reads.
    status: row.status as NewSubmission['status'],
    idempotencyKey: row.idempotency_key,
  };
}

/** One element of the `p_marks` argument of `public.mark_contact_notifications`. */
export interface NotificationMark {
  id: string;
  status: NotificationOutcome;
  detail: string | null;
}

/** The arguments of `public.claim_contact_notifications`. */
export function claimArguments(options: {
  limit: number;
  staleSeconds: number;
  maxAttempts: number;
}) {
  return {
    p_limit: options.limit,
    p_stale_seconds: options.staleSeconds,
    p_max_attempts: options.maxAttempts,
  };
}

/** The `p_buckets` argument of `public.consume_contact_rate_limit`. */
export function rateLimitArgument(buckets: readonly RateLimitBucket[]) {
  return buckets.map((bucket) => ({
    key: bucket.key,
    limit: bucket.limit,
    window_seconds: bucket.windowSeconds,
  }));
}

/** What `public.consume_contact_rate_limit` answers: 0 = allowed, otherwise Retry-After seconds. */
export function rateLimitDecision(retryAfterSeconds: number): RateLimitDecision {
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

/** The arguments of `public.admit_contact_submission`. */
export function admissionArguments(submission: NewSubmission, limits: AdmissionLimits) {
  return {
    p_submission: {
      ...submissionColumns(submission),
      deliveries: (submission.deliveries ?? []).map(deliveryRequestJson),
    },
    p_buckets: rateLimitArgument(limits.buckets),
    p_then_buckets: rateLimitArgument(limits.thenBuckets),
  };
}

/** What `public.admit_contact_submission` answers. */
export interface AdmissionAnswer {
  outcome: string;
  retry_after?: number;
  id?: string;
  created_at?: string;
}

export function toAdmission(submission: NewSubmission, answer: AdmissionAnswer): Admission {
  if (answer.outcome === 'stored' && answer.id !== undefined && answer.created_at !== undefined)
    return {
      outcome: 'stored',
      submission: {
        ...submission,
        id: answer.id,
        createdAt: new Date(answer.created_at).toISOString(),
      },
    };
  if (answer.outcome === 'rate-limited')
    return { outcome: 'rate-limited', retryAfterSeconds: answer.retry_after ?? 1 };
  if (answer.outcome === 'over-spam-ceiling' || answer.outcome === 'already-stored')
    return { outcome: answer.outcome };
  throw new Error(`admit_contact_submission answered ${JSON.stringify(answer)}`);
}
