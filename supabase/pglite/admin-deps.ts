/**
 * The admin-submissions handler's queries on the embedded database: each runs as the caller (role authenticated with
 * their JWT claims) so the migration's grants and policies decide, exactly as PostgREST does in production. The
 * notification retry reads and marks its one row as the service role.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { AccessClaims } from '../functions/_shared/access-token.ts';
import {
  OwnerNotStaff,
  TriageRejected,
  type AdminHandlerDeps,
  type CallerInbox,
  type StaffAccess,
} from '../functions/_shared/admin-handler.ts';
import {
  INBOX_COLUMNS,
  REPLY_COLUMNS,
  splitCounts,
  THREAD_MAX_REPLIES,
  type ReplyRow,
  type InboxCountsJson,
  type InboxReadRow,
  type StaffMember,
  type TriageColumns,
} from '../functions/_shared/inbox.ts';
import type { OverdueCount } from '../functions/_shared/waiting-time.ts';
import {
  SUBMISSION_ROW_COLUMNS,
  toStoredSubmission,
  type SubmissionRow,
} from '../functions/_shared/database-rows.ts';
import {
  toSearchStep,
  type SearchQueries,
  type SearchStepJson,
} from '../functions/_shared/inbox-search.ts';
import { createNotificationRetry } from '../functions/_shared/notification-retry.ts';
import type { NotificationDeps } from '../functions/_shared/notify-submission.ts';
import type { StoredSubmission } from '../functions/_shared/types.ts';
import { createPgliteSubmissionStore } from './contact-deps.ts';
import { asRole } from './database.ts';

const TRIAGE_COLUMN_NAMES = ['read_at', 'handled_at', 'status', 'staff_note', 'owner_id'] as const;

/** Postgres' foreign_key_violation: the new owner is not on the staff list. */
const FOREIGN_KEY_VIOLATION = '23503';

/** The inbox's columns of row `s` and, computed by the database, the seconds it has waited while open. */
const READ_COLUMNS = `${INBOX_COLUMNS}, public.inbox_waited_seconds(s) as waited_seconds`;

/** Runs one query of the inbox; the host may hold it back (the local host lets visitors' requests go first). */
export type InboxScheduler = <T>(query: () => Promise<T>) => Promise<T>;

type AsCaller = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

/** A search's steps (inbox-search.ts) and the rows it found, as the caller. */
function searchQueries(asCaller: AsCaller): SearchQueries & Pick<CallerInbox, 'rowsByIds'> {
  return {
    async searchCost(search) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ cost: number | null }>('select public.inbox_search_cost($1)::float8 as cost', [
          search,
        ]),
      );
      return rows[0]?.cost ?? null;
    },
    async searchIndexed({ view, search, after, limit }) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ step: SearchStepJson }>(
          'select public.inbox_search_indexed($1, $2, $3, $4, $5) as step',
          [view, search, after?.createdAt ?? null, after?.id ?? null, limit],
        ),
      );
      return toSearchStep(rows[0]!.step);
    },
    async searchWindow({ view, search, after, limit, rows: windowRows }) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ step: SearchStepJson }>(
          'select public.inbox_search_window($1, $2, $3, $4, $5, $6) as step',
          [view, search, after?.createdAt ?? null, after?.id ?? null, limit, windowRows],
        ),
      );
      return toSearchStep(rows[0]!.step);
    },
    async rowsByIds(ids) {
      if (ids.length === 0) return [];
      const { rows } = await asCaller((tx) =>
        tx.query<InboxReadRow>(
          `select ${READ_COLUMNS} from public.contact_submissions s where id = any($1::uuid[])`,
          [ids],
        ),
      );
      return rows;
    },
  };
}

type StaffQueries = Pick<
  CallerInbox,
  'access' | 'counts' | 'staff' | 'overdue' | 'isOwner' | 'removeStaff'
>;

/** Who the caller is, and the staff: access, counts, the staff list, the overdue count, ownership, removal. */
function staffQueries(asCaller: AsCaller): StaffQueries {
  return {
    async access() {
      const { rows } = await asCaller((tx) =>
        tx.query<{ access: StaffAccess }>('select public.staff_access() as access'),
      );
      return rows[0]?.access ?? 'session_ended';
    },
    async counts() {
      const { rows } = await asCaller((tx) =>
        tx.query<{ counts: InboxCountsJson; mine: OverdueCount }>(
          `select public.inbox_counts('') as counts, public.inbox_mine_count() as mine`,
        ),
      );
      const { counts, mine } = rows[0]!;
      return { ...splitCounts(counts, mine.count), mineCapped: mine.capped };
    },
    async staff() {
      const { rows } = await asCaller((tx) =>
        tx.query<StaffMember>('select user_id as id, email, role from public.inbox_staff()'),
      );
      return rows;
    },
    async overdue(afterSeconds) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ overdue: OverdueCount }>('select public.inbox_overdue($1) as overdue', [
          afterSeconds,
        ]),
      );
      return rows[0]!.overdue;
    },
    async isOwner() {
      const { rows } = await asCaller((tx) =>
        tx.query<{ owner: boolean }>('select public.is_staff_owner() as owner'),
      );
      return rows[0]?.owner === true;
    },
    async removeStaff(userId) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ outcome: 'removed' | 'not_found' | 'self' }>(
          'select public.remove_staff($1) as outcome',
          [userId],
        ),
      );
      return rows[0]!.outcome;
    },
  };
}

/** The submissions themselves: the page, one row, its triage, its erasure, its thread and a reply. */
function rowQueries(
  asCaller: AsCaller,
): Omit<CallerInbox, keyof StaffQueries | keyof ReturnType<typeof searchQueries>> {
  return {
    async list({ view, search, after, limit }) {
      const { rows } = await asCaller((tx) =>
        tx.query<InboxReadRow>(
          `select ${READ_COLUMNS} from public.inbox_list($1, $2, $3, $4, $5) s`,
          [view, search, after?.createdAt ?? null, after?.id ?? null, limit],
        ),
      );
      return rows;
    },
    async get(id) {
      const { rows } = await asCaller((tx) =>
        tx.query<InboxReadRow>(
          `select ${READ_COLUMNS} from public.contact_submissions s where id = $1`,
          [id],
        ),
      );
      return rows[0] ?? null;
    },
    async update(id, columns: TriageColumns) {
      const names = TRIAGE_COLUMN_NAMES.filter((name) => columns[name] !== undefined);
      if (names.length === 0) return this.get(id);
      try {
        const { rows } = await asCaller((tx) =>
          tx.query<InboxReadRow>(
            `update public.contact_submissions s set ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')}
             where id = $1 returning ${READ_COLUMNS}`,
            [id, ...names.map((name) => columns[name])],
          ),
        );
        return rows[0] ?? null;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '42501' && /staff may only/.test((error as Error).message))
          throw new TriageRejected((error as Error).message);
        if (code === FOREIGN_KEY_VIOLATION && columns.owner_id !== undefined)
          throw new OwnerNotStaff((error as Error).message);
        throw error;
      }
    },
    async remove(id) {
      const { rows } = await asCaller((tx) =>
        tx.query('delete from public.contact_submissions where id = $1 returning id', [id]),
      );
      return rows.length > 0;
    },
    async thread(id) {
      const { rows } = await asCaller((tx) =>
        tx.query<ReplyRow>(
          `select * from (
             select ${REPLY_COLUMNS} from public.contact_deliveries
             where submission_id = $1 and kind = 'reply' order by created_at desc limit $2
           ) newest order by created_at`,
          [id, THREAD_MAX_REPLIES],
        ),
      );
      return rows;
    },
    async reply(id, text) {
      const { rows } = await asCaller((tx) =>
        tx.query<{ answer: { outcome: 'stored' | 'not-found' | 'spam' } }>(
          'select public.reply_to_contact_submission($1, $2) as answer',
          [id, text],
        ),
      );
      return rows[0]!.answer.outcome;
    },
  };
}

export function createPgliteCallerInbox(
  db: PGlite,
  claims: AccessClaims,
  schedule: InboxScheduler = (query) => query(),
): CallerInbox {
  const asCaller: AsCaller = (work) => schedule(() => asRole(db, 'authenticated', work, claims));
  return { ...searchQueries(asCaller), ...staffQueries(asCaller), ...rowQueries(asCaller) };
}

/** The row the retry needs, read as the service role. */
export async function loadSubmissionAsService(
  db: PGlite,
  id: string,
): Promise<(StoredSubmission & { currentStatus: string }) | null> {
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<SubmissionRow>(
      `select ${SUBMISSION_ROW_COLUMNS} from public.contact_submissions where id = $1`,
      [id],
    ),
  );
  const row = rows[0];
  return row ? { ...toStoredSubmission(row), currentStatus: row.status } : null;
}

export interface PgliteAdminOptions extends Omit<
  AdminHandlerDeps,
  'inboxAs' | 'retryNotification'
> {
  /** When each inbox query may run; at once when absent. */
  schedule?: InboxScheduler;
  /** How the notification retry sends; null when nothing can be sent. */
  notification: NotificationDeps | null;
}

/** The admin function's deps on the embedded database: the caller's inbox and the service role's retry. */
export function createPgliteAdminDeps(db: PGlite, options: PgliteAdminOptions): AdminHandlerDeps {
  const { schedule, notification, ...deps } = options;
  return {
    ...deps,
    inboxAs: (claims) => createPgliteCallerInbox(db, claims, schedule),
    retryNotification: createNotificationRetry({
      load: (id) => loadSubmissionAsService(db, id),
      store: createPgliteSubmissionStore(db),
      notification,
      logger: deps.logger,
    }),
  };
}
