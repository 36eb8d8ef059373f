/** The handler's storage and rate limiter through the Supabase service role (PostgREST). */
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  NewSubmission,
  RateLimitBucket,
  RateLimiter,
  StoredSubmission,
  SubmissionStore,
} from '../_shared/types.ts';
import {
  rateLimitArgument,
  rateLimitDecision,
  submissionColumns,
} from '../_shared/database-rows.ts';

interface SubmissionRow {
  id: string;
  created_at: string;
}

export function createSupabaseSubmissionStore(client: SupabaseClient): SubmissionStore {
  return {
    async insert(submission: NewSubmission): Promise<StoredSubmission> {
      const { data, error } = await client
        .from('contact_submissions')
        .insert(submissionColumns(submission))
        .select('id, created_at')
        .single<SubmissionRow>();
      if (error) throw new Error(`insert failed: ${error.message}`);
      return { ...submission, id: data.id, createdAt: data.created_at };
    },
    async markNotification(id, status, detail) {
      const { error } = await client
        .from('contact_submissions')
        .update({
          status,
          notify_error: detail,
          notified_at: status === 'notified' ? new Date().toISOString() : null,
        })
        .eq('id', id);
      if (error) throw new Error(`status update failed: ${error.message}`);
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
