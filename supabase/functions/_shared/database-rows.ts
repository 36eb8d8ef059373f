/**
 * How the handler's values map onto the migration's columns and rate-limit function, and back: one
 * mapping for both hosts (PostgREST in the Edge Function, PGlite in the local backend).
 */
import type { NewSubmission, RateLimitBucket, RateLimitDecision } from './types.ts';

/** A `contact_submissions` row as the handler writes it (the database fills id and created_at). */
export interface SubmissionColumns {
  name: string;
  email: string;
  message: string;
  user_agent: string | null;
  source: string;
  metadata: NewSubmission['metadata'];
  ip_hash: string | null;
  status: NewSubmission['status'];
}

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
