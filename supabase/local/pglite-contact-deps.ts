/** The handler's storage and rate limiter on the embedded database, acting as the service role like the Edge Function. */
import type { PGlite } from '@electric-sql/pglite';
import type {
  NewSubmission,
  RateLimitBucket,
  RateLimitDecision,
  RateLimiter,
  StoredSubmission,
  SubmissionStore,
} from '../functions/_shared/types.ts';
import { asRole } from './pglite.ts';

interface SubmissionRow {
  id: string;
  created_at: Date;
  name: string;
  email: string;
  message: string;
  user_agent: string | null;
  source: string;
  metadata: StoredSubmission['metadata'];
  ip_hash: string | null;
  status: StoredSubmission['status'];
}

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
    status: row.status,
  };
}

export function createPgliteSubmissionStore(db: PGlite): SubmissionStore {
  return {
    async insert(submission: NewSubmission) {
      const result = await asRole(db, 'service_role', (tx) =>
        tx.query<SubmissionRow>(
          `insert into public.contact_submissions (name, email, message, user_agent, source, metadata, ip_hash, status)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           returning id, created_at, name, email, message, user_agent, source, metadata, ip_hash, status`,
          [
            submission.name,
            submission.email,
            submission.message,
            submission.userAgent,
            submission.source,
            JSON.stringify(submission.metadata),
            submission.ipHash,
            submission.status,
          ],
        ),
      );
      const row = result.rows[0];
      if (row === undefined) throw new Error('insert returned no row');
      return toStoredSubmission(row);
    },
    async markNotification(id, status, detail) {
      await asRole(db, 'service_role', (tx) =>
        tx.query(
          `update public.contact_submissions
           set status = $2, notify_error = $3, notified_at = case when $2 = 'notified' then now() else null end
           where id = $1`,
          [id, status, detail],
        ),
      );
    },
  };
}

export function createPgliteRateLimiter(db: PGlite): RateLimiter {
  return {
    async consume(buckets: readonly RateLimitBucket[]): Promise<RateLimitDecision> {
      const payload = buckets.map((bucket) => ({
        key: bucket.key,
        limit: bucket.limit,
        window_seconds: bucket.windowSeconds,
      }));
      const result = await asRole(db, 'service_role', (tx) =>
        tx.query<{ retry_after: number }>(
          'select public.consume_contact_rate_limit($1::jsonb) as retry_after',
          [JSON.stringify(payload)],
        ),
      );
      const retryAfter = result.rows[0]?.retry_after ?? 0;
      return retryAfter > 0 ? { allowed: false, retryAfterSeconds: retryAfter } : { allowed: true };
    },
  };
}

export interface SubmissionListRow {
  id: string;
  created_at: Date;
  status: string;
  name: string;
  email: string;
  message: string;
}

export async function listSubmissions(db: PGlite, limit = 100): Promise<SubmissionListRow[]> {
  const result = await asRole(db, 'service_role', (tx) =>
    tx.query<SubmissionListRow>(
      `select id, created_at, status, name, email, message from public.contact_submissions
       order by created_at desc limit $1`,
      [limit],
    ),
  );
  return result.rows;
}
