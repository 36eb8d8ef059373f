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
}

export type SubmissionColumn = keyof ContactSubmissionRow;

/** The columns as a select list (`id, created_at, …`). */
export const columnList = (columns: readonly SubmissionColumn[]) => columns.join(', ');
