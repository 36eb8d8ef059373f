/** The inbox queries through PostgREST with a client that carries the caller's own access token: RLS applies. */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  OwnerNotStaff,
  TriageRejected,
  type CallerInbox,
  type InviteOutcome,
  type StaffAccess,
} from '../_shared/admin-handler.ts';
import {
  SUBMISSION_ROW_COLUMNS,
  toStoredSubmission,
  type SubmissionRow,
} from '../_shared/database-rows.ts';
import {
  INBOX_COLUMNS,
  splitCounts,
  type InboxCountsJson,
  type InboxReadRow,
  type StaffMember,
  REPLY_COLUMNS,
  THREAD_MAX_REPLIES,
  type ReplyRow,
} from '../_shared/inbox.ts';
import { toSearchStep, type SearchStepArgs, type SearchStepJson } from '../_shared/inbox-search.ts';
import type { StoredSubmission } from '../_shared/types.ts';
import type { OverdueCount } from '../_shared/waiting-time.ts';

/** The inbox's columns and, computed by the database, the seconds an open row has waited. */
const READ_COLUMNS = `${INBOX_COLUMNS}, waited_seconds:inbox_waited_seconds`;

/** Postgres' foreign_key_violation: the new owner is not on the staff list. */
const FOREIGN_KEY_VIOLATION = '23503';

/** Ids per request when reading rows by id: they travel in the URL. */
const IDS_PER_REQUEST = 100;

const stepParams = ({ view, search, after, limit }: SearchStepArgs) => ({
  p_view: view,
  p_search: search,
  p_after_created_at: after?.createdAt ?? null,
  p_after_id: after?.id ?? null,
  p_limit: limit,
});

function fail(what: string, error: { message: string }): never {
  throw new Error(`${what} failed: ${error.message}`);
}

/** One database function through PostgREST: its answer, or an error that names it. */
function rpcOf(client: SupabaseClient) {
  return async <T>(name: string, params?: Record<string, unknown>): Promise<T> => {
    const { data, error } = await client.rpc(name, params);
    if (error) fail(name, error);
    return data as T;
  };
}

type RpcCalls = Omit<CallerInbox, 'list' | 'rowsByIds' | 'get' | 'update' | 'remove' | 'thread'>;

/** What the inbox asks of the database's functions. */
function functionCalls(client: SupabaseClient): RpcCalls {
  const rpc = rpcOf(client);
  return {
    access: () => rpc<StaffAccess>('staff_access'),
    async counts() {
      const [kept, own] = await Promise.all([
        rpc<InboxCountsJson>('inbox_counts', { p_search: '' }),
        rpc<OverdueCount>('inbox_mine_count'),
      ]);
      return { ...splitCounts(kept, own.count), mineCapped: own.capped };
    },
    async staff() {
      const rows = await rpc<
        { user_id: string; email: string; role: StaffMember['role'] }[] | null
      >('inbox_staff');
      return (rows ?? []).map((row) => ({
        id: row.user_id,
        email: row.email,
        role: row.role,
      })) satisfies StaffMember[];
    },
    overdue: (afterSeconds) =>
      rpc<OverdueCount>('inbox_overdue', { p_overdue_after_seconds: afterSeconds }),
    async searchCost(search) {
      const cost = await rpc<unknown>('inbox_search_cost', { p_search: search });
      return cost === null ? null : Number(cost);
    },
    searchIndexed: async (args) =>
      toSearchStep(await rpc<SearchStepJson>('inbox_search_indexed', stepParams(args))),
    searchWindow: async ({ rows, ...args }) =>
      toSearchStep(
        await rpc<SearchStepJson>('inbox_search_window', { ...stepParams(args), p_rows: rows }),
      ),
    isOwner: async () => (await rpc<unknown>('is_staff_owner')) === true,
    removeStaff: (userId) =>
      rpc<'removed' | 'not_found' | 'self'>('remove_staff', { p_user_id: userId }),
    reply: async (id, text) =>
      (
        await rpc<{ outcome: 'stored' | 'not-found' | 'spam' }>('reply_to_contact_submission', {
          p_submission_id: id,
          p_body: text,
        })
      ).outcome,
  };
}

/** The inbox's reads and writes of rows: the page, rows by id, one row, its update, its erasure, its thread. */
function rowCalls(client: SupabaseClient): Omit<CallerInbox, keyof RpcCalls> {
  const submissions = () => client.from('contact_submissions');
  return {
    async list(args) {
      const { data, error } = await client.rpc('inbox_list', stepParams(args)).select(READ_COLUMNS);
      if (error) fail('inbox_list', error);
      return (data ?? []) as unknown as InboxReadRow[];
    },
    async rowsByIds(ids) {
      const rows: InboxReadRow[] = [];
      for (let from = 0; from < ids.length; from += IDS_PER_REQUEST) {
        const { data, error } = await submissions()
          .select(READ_COLUMNS)
          .in('id', ids.slice(from, from + IDS_PER_REQUEST))
          .order('created_at', { ascending: false })
          .order('id', { ascending: false });
        if (error) fail('select', error);
        rows.push(...((data ?? []) as unknown as InboxReadRow[]));
      }
      return rows;
    },
    async get(id) {
      const { data, error } = await submissions().select(READ_COLUMNS).eq('id', id).maybeSingle();
      if (error) fail('select', error);
      return (data ?? null) as InboxReadRow | null;
    },
    async update(id, columns) {
      const { data, error } = await submissions()
        .update(columns)
        .eq('id', id)
        .select(READ_COLUMNS)
        .maybeSingle();
      if (error) {
        if (error.code === '42501' && /staff may only/.test(error.message))
          throw new TriageRejected(error.message);
        if (error.code === FOREIGN_KEY_VIOLATION && columns.owner_id !== undefined)
          throw new OwnerNotStaff(error.message);
        fail('update', error);
      }
      return (data ?? null) as InboxReadRow | null;
    },
    async remove(id) {
      const { data, error } = await submissions().delete().eq('id', id).select('id');
      if (error) fail('delete', error);
      return (data ?? []).length > 0;
    },
    async thread(id) {
      const { data, error } = await client
        .from('contact_deliveries')
        .select(REPLY_COLUMNS)
        .eq('submission_id', id)
        .eq('kind', 'reply')
        .order('created_at', { ascending: false })
        .limit(THREAD_MAX_REPLIES);
      if (error) fail('select', error);
      return ((data ?? []) as unknown as ReplyRow[]).reverse();
    },
  };
}

export function createSupabaseCallerInbox(client: SupabaseClient): CallerInbox {
  return { ...functionCalls(client), ...rowCalls(client) };
}

/** The row the notification retry needs, read with the service role. */
export async function loadSubmissionAsService(
  service: SupabaseClient,
  id: string,
): Promise<(StoredSubmission & { currentStatus: string }) | null> {
  const { data, error } = await service
    .from('contact_submissions')
    .select(SUBMISSION_ROW_COLUMNS)
    .eq('id', id)
    .maybeSingle<SubmissionRow>();
  if (error) fail('select', error);
  return data ? { ...toStoredSubmission(data), currentStatus: data.status } : null;
}

/**
 * An owner's invitation on a hosted project: Supabase Auth e-mails the address a link to choose a password (its
 * "Invite user" template), or, when the address has an account already, that account is used; then it goes on the
 * staff list as a member. Service role only, after the handler found the caller to be an owner.
 */
export async function inviteStaffAsService(
  service: SupabaseClient,
  email: string,
  redirectTo: string | null,
): Promise<InviteOutcome> {
  const invited = await service.auth.admin.inviteUserByEmail(
    email,
    redirectTo ? { redirectTo } : undefined,
  );
  let userId = invited.data.user?.id ?? null;
  const kind = userId ? 'invited' : 'added';
  if (!userId) {
    if (invited.error?.code !== 'email_exists') fail('invite', invited.error ?? { message: '?' });
    const { data, error } = await service.rpc('staff_account_id', { p_email: email });
    if (error || typeof data !== 'string') fail('staff_account_id', error ?? { message: 'none' });
    userId = data;
  }
  const { error } = await service.rpc('add_staff', { p_user_id: userId });
  if (error) fail('add_staff', error);
  return { kind, userId };
}
