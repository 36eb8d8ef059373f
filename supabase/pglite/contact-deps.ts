/**
 * The handler's storage and rate limiter on the embedded database, acting as the service role like the Edge Function:
 * one statement per call, in its own transaction, as PostgREST runs each request in production.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { RateLimiter, SubmissionStore } from '../functions/_shared/types.ts';
import {
  admissionArguments,
  claimArguments,
  INSERT_COLUMNS,
  rateLimitArgument,
  rateLimitDecision,
  submissionColumns,
  SUBMISSION_ROW_COLUMNS,
  toAdmission,
  type AdmissionAnswer,
  toStoredSubmission,
  type SubmissionRow,
} from '../functions/_shared/database-rows.ts';
import {
  toClaimedDelivery,
  type ClaimedDeliveryJson,
  type DeliveryStore,
} from '../functions/_shared/deliveries.ts';
import { columnList, type ContactSubmissionRow } from '../functions/_shared/submission-row.ts';
import { asRole } from './database.ts';

// A row whose idempotency key is already stored is skipped and returns nothing.
const INSERT_SUBMISSION = `
  insert into public.contact_submissions (${columnList(INSERT_COLUMNS)})
  values (${INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (idempotency_key) do nothing
  returning ${SUBMISSION_ROW_COLUMNS}`;

export function createPgliteSubmissionStore(db: PGlite): Required<SubmissionStore> & DeliveryStore {
  const asService = <T>(text: string, params: unknown[]) =>
    asRole(db, 'service_role', (tx) => tx.query<T>(text, params));
  return {
    async insert(submission) {
      const row = submissionColumns(submission);
      const { rows } = await asService<SubmissionRow>(
        INSERT_SUBMISSION,
        INSERT_COLUMNS.map((column) =>
          column === 'metadata' ? JSON.stringify(row.metadata) : row[column],
        ),
      );
      return rows[0] === undefined ? null : toStoredSubmission(rows[0]);
    },
    async admit(submission, limits) {
      const args = admissionArguments(submission, limits);
      const { rows } = await asService<{ answer: AdmissionAnswer }>(
        'select public.admit_contact_submission($1::jsonb, $2::jsonb, $3::jsonb) as answer',
        [args.p_submission, args.p_buckets, args.p_then_buckets].map((arg) => JSON.stringify(arg)),
      );
      return toAdmission(submission, rows[0]!.answer);
    },
    async markNotification(id, status, detail) {
      await asService('select public.mark_contact_notifications($1::jsonb)', [
        JSON.stringify([{ id, status, detail }]),
      ]);
    },
    async hasIdempotencyKey(key) {
      const { rows } = await asService(
        'select 1 from public.contact_submissions where idempotency_key = $1',
        [key],
      );
      return rows.length > 0;
    },
    async claimPendingNotifications(options) {
      const { p_limit, p_stale_seconds, p_max_attempts } = claimArguments(options);
      const { rows } = await asService<SubmissionRow>(
        `select ${SUBMISSION_ROW_COLUMNS} from public.claim_contact_notifications($1, $2, $3)`,
        [p_limit, p_stale_seconds, p_max_attempts],
      );
      return rows.map(toStoredSubmission);
    },
    async claimDeliveries({ limit, maxAttempts }) {
      const { rows } = await asService<{ delivery: ClaimedDeliveryJson }>(
        'select delivery from public.claim_contact_deliveries($1, $2) as delivery',
        [limit, maxAttempts],
      );
      return rows.map((row) => toClaimedDelivery(row.delivery));
    },
    async markDeliveries(marks) {
      await asService('select public.mark_contact_deliveries($1::jsonb)', [JSON.stringify(marks)]);
    },
  };
}

export function createPgliteRateLimiter(db: PGlite): RateLimiter {
  return {
    async consume(buckets) {
      const { rows } = await asRole(db, 'service_role', (tx) =>
        tx.query<{ retry_after: number }>(
          'select public.consume_contact_rate_limit($1::jsonb) as retry_after',
          [JSON.stringify(rateLimitArgument(buckets))],
        ),
      );
      return rateLimitDecision(rows[0]?.retry_after ?? 0);
    },
  };
}

const LIST_COLUMNS = ['id', 'created_at', 'status', 'name', 'email', 'message'] as const;
export type SubmissionListRow = Pick<ContactSubmissionRow<Date>, (typeof LIST_COLUMNS)[number]>;

export async function listSubmissions(db: PGlite, limit = 100): Promise<SubmissionListRow[]> {
  const result = await asRole(db, 'service_role', (tx) =>
    tx.query<SubmissionListRow>(
      `select ${columnList(LIST_COLUMNS)} from public.contact_submissions
       order by created_at desc limit $1`,
      [limit],
    ),
  );
  return result.rows;
}
