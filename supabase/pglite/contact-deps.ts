/**
 * The handler's storage and rate limiter on the embedded database, acting as the service role like the Edge Function.
 * PGlite runs one statement at a time, so concurrent calls of a kind are batched (./batch.ts): one transaction and one
 * statement per batch, with the same outcome per call as running the calls one after another.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type {
  NewSubmission,
  RateLimitBucket,
  RateLimitDecision,
  RateLimiter,
  SubmissionStore,
} from '../functions/_shared/types.ts';
import {
  claimArguments,
  rateLimitArgument,
  rateLimitDecision,
  submissionColumns,
  toStoredSubmission,
  type NotificationMark,
  type SubmissionRow,
} from '../functions/_shared/database-rows.ts';
import { batched } from './batch.ts';
import { asRole } from './database.ts';

// Each statement below serves a whole batch: $1 is a JSON array with one element per call, in arrival order.

// The ids are made here (random UUIDs, like the column's default) so that each returned row maps back to its call by
// id: RETURNING promises no order, and a CTE carrying an ordinal made a one-row insert a third slower on PGlite.
// A row whose idempotency key is already stored (or earlier in the same batch) is skipped and returns nothing.
const INSERT_SUBMISSIONS = `
  insert into public.contact_submissions
    (id, name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key)
  select id, name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key
  from jsonb_to_recordset($1::jsonb) as r(
    id uuid, name text, email text, message text, user_agent text, source text, metadata jsonb, ip_hash text,
    status text, idempotency_key text
  )
  on conflict (idempotency_key) do nothing
  returning id, created_at, name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key`;

const MARK_NOTIFICATIONS = `select public.mark_contact_notifications($1::jsonb)`;

const FIND_IDEMPOTENCY_KEYS = `
  select idempotency_key as key from public.contact_submissions where idempotency_key = any($1::text[])`;

const CLAIM_NOTIFICATIONS = `
  select id, created_at, name, email, message, user_agent, source, metadata, ip_hash, status, idempotency_key
  from public.claim_contact_notifications($1, $2, $3)`;

// The limiter once per call, in arrival order (ORDER BY n), in one statement. Each call sees the hits recorded by the
// calls before it (the function is VOLATILE, so each of its queries takes a new snapshot); now() is the same for all,
// so those hits (hit_at = now()) fall inside every window and count as they would one after another.
const CONSUME_RATE_LIMITS = `
  select b.n::integer as n, public.consume_contact_rate_limit(b.value) as retry_after
  from jsonb_array_elements($1::jsonb) with ordinality as b(value, n)
  order by b.n`;

export function createPgliteSubmissionStore(db: PGlite): SubmissionStore {
  const insert = batched((submissions: readonly NewSubmission[]) =>
    asRole(db, 'service_role', async (tx) => {
      const payload = submissions.map((submission) => ({
        id: randomUUID(),
        ...submissionColumns(submission),
      }));
      const { rows } = await tx.query<SubmissionRow>(INSERT_SUBMISSIONS, [JSON.stringify(payload)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return payload.map(({ id }) => {
        const row = byId.get(id);
        return row === undefined ? null : toStoredSubmission(row);
      });
    }),
  );
  const markNotification = batched(async (marks: readonly NotificationMark[]) => {
    // One UPDATE changes a row once, so two calls for one id cannot share it; run one at a time, they can.
    if (new Set(marks.map((mark) => mark.id.toLowerCase())).size < marks.length) {
      throw new Error('the same submission twice in one batch');
    }
    await asRole(db, 'service_role', (tx) => tx.query(MARK_NOTIFICATIONS, [JSON.stringify(marks)]));
    return marks.map(() => undefined);
  });
  const findKeys = batched((keys: readonly string[]) =>
    asRole(db, 'service_role', async (tx) => {
      const { rows } = await tx.query<{ key: string }>(FIND_IDEMPOTENCY_KEYS, [keys]);
      const stored = new Set(rows.map((row) => row.key));
      return keys.map((key) => stored.has(key));
    }),
  );
  return {
    insert,
    markNotification: (id, status, detail) => markNotification({ id, status, detail }),
    hasIdempotencyKey: findKeys,
    async claimPendingNotifications(options) {
      const { p_limit, p_stale_seconds, p_max_attempts } = claimArguments(options);
      const { rows } = await asRole(db, 'service_role', (tx) =>
        tx.query<SubmissionRow>(CLAIM_NOTIFICATIONS, [p_limit, p_stale_seconds, p_max_attempts]),
      );
      return rows.map(toStoredSubmission);
    },
  };
}

export function createPgliteRateLimiter(db: PGlite): RateLimiter {
  const consume = batched((calls: readonly (readonly RateLimitBucket[])[]) =>
    asRole(db, 'service_role', async (tx) => {
      const payload = calls.map(rateLimitArgument);
      const { rows } = await tx.query<{ n: number; retry_after: number }>(CONSUME_RATE_LIMITS, [
        JSON.stringify(payload),
      ]);
      return calls.map((_, index): RateLimitDecision => {
        const row = rows[index];
        if (row?.n !== index + 1) throw new Error(`rate limiter returned no row ${index + 1}`);
        return rateLimitDecision(row.retry_after);
      });
    }),
  );
  return { consume };
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
