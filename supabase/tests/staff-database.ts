/**
 * For the inbox's database tests: the embedded database with the migrations and one staff member signed in (an
 * account, a session, a place on the staff list), and the plan of a statement.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { asRole, openLocalDatabase } from '../pglite/database.ts';

const STAFF_ID = '00000000-0000-4000-8000-0000000000a1';
const SESSION_ID = '00000000-0000-4000-8000-0000000000b1';

export async function openStaffDatabase() {
  const db = await openLocalDatabase();
  await db.query(
    `insert into auth.users (id, email, encrypted_password) values ($1, 'staff@x.example', 'x')`,
    [STAFF_ID],
  );
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [SESSION_ID, STAFF_ID]);
  await db.query('insert into public.staff (user_id) values ($1)', [STAFF_ID]);
  return {
    db,
    /** Runs `work` as the signed-in staff member, with the claims PostgREST would set. */
    asStaff: <T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
      asRole(db, 'authenticated', work, {
        role: 'authenticated',
        aud: 'authenticated',
        sub: STAFF_ID,
        session_id: SESSION_ID,
      }),
  };
}

/** The plan `explain` gives for `sql`, one line per node. */
export async function planOf(db: PGlite, sql: string): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
