/**
 * The columns of `public.contact_submissions` that the code reads or writes, each with its type, in one place: the
 * select lists and row types of the stores, the inbox and the local host's listing are picked from it. Timestamps
 * are strings as PostgREST sends them; PGlite hands Date objects, hence the `Time` parameter.
 */
import type { SubmissionStatus } from './types.ts';

export interface ContactSubmissionRow<Time = string, Metadata = Record<string, unknown>> {
  id: string;
  created_at: Time;
  name: string;
  email: string;
  message: string;
  user_agent: string | null;
  source: string;
  metadata: Metadata;
  ip_hash: string | null;
  status: SubmissionStatus;
  idempotency_key: string | null;
  notified_at: Time | null;
  notify_error: string | null;
  read_at: Time | null;
  handled_at: Time | null;
  handled_by: string | null;
  staff_note: string | null;
  /** The staff member who owns the submission (`public.staff.user_id`); null when nobody has taken it. */
  owner_id: string | null;
  replied_at: Time | null;
}

/** What the outbox and staff write after the insert. */
export const AFTER_INSERT_COLUMNS = [
  'notified_at',
  'notify_error',
  'read_at',
  'handled_at',
  'handled_by',
  'staff_note',
  'owner_id',
  'replied_at',
] as const satisfies readonly (keyof ContactSubmissionRow)[];

/** Every column, in the order the select lists name them. */
const SUBMISSION_COLUMNS = [
  'id',
  'created_at',
  'name',
  'email',
  'message',
  'user_agent',
  'source',
  'metadata',
  'ip_hash',
  'status',
  'idempotency_key',
  ...AFTER_INSERT_COLUMNS,
] as const satisfies readonly (keyof ContactSubmissionRow)[];

export type SubmissionColumn = (typeof SUBMISSION_COLUMNS)[number];

/** Every column but `excluded`, in order. */
export function columnsExcept<E extends SubmissionColumn>(
  ...excluded: readonly E[]
): Exclude<SubmissionColumn, E>[] {
  const left = (column: SubmissionColumn): column is Exclude<SubmissionColumn, E> =>
    !(excluded as readonly SubmissionColumn[]).includes(column);
  return SUBMISSION_COLUMNS.filter(left);
}

/** The columns as a select list (`id, created_at, …`). */
export const columnList = (columns: readonly SubmissionColumn[]) => columns.join(', ');
