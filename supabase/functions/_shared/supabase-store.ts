/** The handler's storage and rate limiter through the Supabase service role (PostgREST). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  NewSubmission,
  RateLimitBucket,
  RateLimiter,
  StoredSubmission,
  SubmissionStore,
} from './types.ts';
import {
  admissionArguments,
  claimArguments,
  rateLimitArgument,
  rateLimitDecision,
  submissionColumns,
  toAdmission,
  type AdmissionAnswer,
  toStoredSubmission,
  type NotificationMark,
  type SubmissionRow,
} from './database-rows.ts';
import { toClaimedDelivery, type ClaimedDeliveryJson, type DeliveryStore } from './deliveries.ts';

/** Postgres' unique_violation: a row with this idempotency key is already stored. */
const UNIQUE_VIOLATION = '23505';

export function createSupabaseSubmissionStore(
  client: SupabaseClient,
): Required<SubmissionStore> & DeliveryStore {
  return {
    async insert(submission: NewSubmission): Promise<StoredSubmission | null> {
      const { data, error } = await client
        .from('contact_submissions')
        .insert(submissionColumns(submission))
        .select('id, created_at')
        .single<Pick<SubmissionRow, 'id' | 'created_at'>>();
      if (error?.code === UNIQUE_VIOLATION && submission.idempotencyKey !== null) return null;
      if (error) throw new Error(`insert failed: ${error.message}`);
      return { ...submission, id: data.id, createdAt: String(data.created_at) };
    },
    async hasIdempotencyKey(key) {
      const { data, error } = await client
        .from('contact_submissions')
        .select('id')
        .eq('idempotency_key', key)
        .limit(1);
      if (error) throw new Error(`idempotency lookup failed: ${error.message}`);
      return data.length > 0;
    },
    async admit(submission, limits) {
      const { data, error } = await client.rpc(
        'admit_contact_submission',
        admissionArguments(submission, limits),
      );
      if (error) throw new Error(`admission failed: ${error.message}`);
      return toAdmission(submission, data as AdmissionAnswer);
    },
    async markNotification(id, status, detail) {
      const marks: NotificationMark[] = [{ id, status, detail }];
      const { error } = await client.rpc('mark_contact_notifications', { p_marks: marks });
      if (error) throw new Error(`status update failed: ${error.message}`);
    },
    async claimPendingNotifications(options) {
      const { data, error } = await client.rpc(
        'claim_contact_notifications',
        claimArguments(options),
      );
      if (error) throw new Error(`outbox claim failed: ${error.message}`);
      return ((data ?? []) as SubmissionRow[]).map(toStoredSubmission);
    },
    async claimDeliveries({ limit, maxAttempts }) {
      const { data, error } = await client.rpc('claim_contact_deliveries', {
        p_limit: limit,
        p_max_attempts: maxAttempts,
      });
      if (error) throw new Error(`outbox claim failed: ${error.message}`);
      return ((data ?? []) as ClaimedDeliveryJson[]).map(toClaimedDelivery);
    },
    async markDeliveries(marks) {
      const { error } = await client.rpc('mark_contact_deliveries', { p_marks: marks });
      if (error) throw new Error(`delivery update failed: ${error.message}`);
    },
  };
}

export function createSupabaseRateLimiter(client: SupabaseClient): RateLimiter {
  return {
    async consume(buckets: readonly RateLimitBucket[]) {
      const { data, error } = await client.rpc('consume_contact_rate_limit', {
        p_buckets: rateLimitArgument(buckets),
      });
      if (error) throw new Error(`rate limit failed: ${error.message}`);
      return rateLimitDecision(typeof data === 'number' ? data : 0);
    },
  };
}
