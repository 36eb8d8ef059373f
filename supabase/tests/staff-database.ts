/**
 * For the inbox's database tests: the embedded database with the migrations and one staff member signed in (an
 * account, a session, a place on the staff list), accounts of their own for tests of several, and the plan of a
 * statement.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asRole, openLocalDatabase } from '../pglite/database.ts';

/** A signed-in account: its user id and e-mail address. */
export interface Account {
  sub: string;
  email: string;
}

/** The session id of an account's one session. */
export const sessionOf = (account: { sub: string }) => `5e55104d${account.sub.slice(8)}`;

/**
 * An account with a session, and on the staff list when `staff` says so. `metadata`: what the account says of itself
 * (which grants nothing). Adding an account again changes nothing.
 */
export async function addAccount(
  db: PGlite,
  account: Account,
  { staff = false, metadata = {} }: { staff?: boolean; metadata?: Record<string, unknown> } = {},
) {
  await db.query(
    `insert into auth.users (id, email, encrypted_password, raw_user_meta_data)
     values ($1, $2, 'x', $3) on conflict do nothing`,
    [account.sub, account.email, JSON.stringify(metadata)],
  );
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2) on conflict do nothing', [
    sessionOf(account),
    account.sub,
  ]);
  if (staff)
    await db.query('insert into public.staff (user_id) values ($1) on conflict do nothing', [
      account.sub,
    ]);
}

/** Runs `work` as the signed-in account, with the claims PostgREST would set (and any `claims` it adds). */
export const asAccount =
  (db: PGlite, account: { sub: string }, claims: Record<string, unknown> = {}) =>
  <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    asRole(db, 'authenticated', work, {
      role: 'authenticated',
      aud: 'authenticated',
      sub: account.sub,
      session_id: sessionOf(account),
      ...claims,
    });

/** The staff member `openStaffDatabase` signs in. */
export const STAFF: Account = {
  sub: '00000000-0000-4000-8000-0000000000a1',
  email: 'staff@x.example',
};

export async function openStaffDatabase() {
  const db = await openLocalDatabase();
  await addAccount(db, STAFF, { staff: true });
  return {
    db,
    /** Runs `work` as the signed-in staff member, with the claims PostgREST would set. */
    asStaff: asAccount(db, STAFF),
  };
}

/** The plan `explain` gives for `sql`, one line per node. */
export async function planOf(db: PGlite, sql: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
