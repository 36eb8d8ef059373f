/**
 * Accounts, staff allow-list, sessions and refresh tokens of the local sign-in, in GoTrue's tables (bootstrap.sql) and
 * public.staff. The local auth server stands in for GoTrue, which owns these tables, so it works on them directly.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { hashPassword } from './passwords.ts';

export interface AccountRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** GoTrue's user object, as `/user` and the session's `user` carry it. */
export function userJson(row: AccountRow) {
  const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: '',
    confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data,
    user_metadata: row.raw_user_meta_data,
    identities: [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: false,
  };
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function firstRow<T>(db: PGlite, sql: string, params: unknown[]): Promise<T | null> {
  return (await db.query<T>(sql, params)).rows[0] ?? null;
}

export const findAccountByEmail = (db: PGlite, email: string) =>
  firstRow<AccountRow>(db, 'select * from auth.users where email = $1', [normaliseEmail(email)]);

export const findAccount = (db: PGlite, id: string) =>
  firstRow<AccountRow>(db, 'select * from auth.users where id = $1', [id]);

/** Creates the account, or sets the password of an existing one; returns the account id. */
export async function upsertAccount(db: PGlite, email: string, password: string): Promise<string> {
  const row = await firstRow<{ id: string }>(
    db,
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
     values ($1, $2, $3, now())
     on conflict (email) do update set encrypted_password = excluded.encrypted_password, updated_at = now()
     returning id`,
    [randomUUID(), normaliseEmail(email), await hashPassword(password)],
  );
  return row!.id;
}

/** Puts the account on the allow-list (as a member unless `role` says owner); an owner named again stays one. */
export async function addToStaff(
  db: PGlite,
  userId: string,
  role: 'member' | 'owner' = 'member',
): Promise<void> {
  await db.query(
    `insert into public.staff (user_id, role) values ($1, $2)
     on conflict (user_id) do update set role = case when excluded.role = 'owner' then 'owner' else staff.role end`,
    [userId, role],
  );
}

/** Takes the account off the allow-list (access ends at once); the account itself stays. */
export async function removeFromStaff(db: PGlite, email: string): Promise<boolean> {
  const { affectedRows } = await db.query(
    'delete from public.staff where user_id = (select id from auth.users where email = $1)',
    [normaliseEmail(email)],
  );
  return (affectedRows ?? 0) > 0;
}

export async function listAccounts(db: PGlite) {
  const { rows } = await db.query<{ email: string; staff: boolean; last_sign_in_at: Date | null }>(
    `select u.email, s.user_id is not null as staff, u.created_at, u.last_sign_in_at
     from auth.users u left join public.staff s on s.user_id = u.id
     order by u.email`,
  );
  return rows;
}

export async function countStaff(db: PGlite): Promise<number> {
  return (await firstRow<{ n: number }>(db, 'select count(*)::int as n from public.staff', []))!.n;
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(24).toString('base64url');

export async function createSession(db: PGlite, userId: string) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db.transaction(async (tx) => {
    await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [tokenDigest(refreshToken), userId, sessionId],
    );
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  });
  return { sessionId, refreshToken };
}

export type Rotation =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'not-found' }
  | { kind: 'already-used' };

/** How long a just-rotated token may be presented again (two tabs refreshing at once) without ending the session. */
const REUSE_INTERVAL_SECONDS = 10;

/**
 * Exchanges a refresh token for a new one. A revoked token presented again after the reuse interval means it leaked:
 * the whole session ends.
 */
export async function rotateRefreshToken(db: PGlite, refreshToken: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: number;
      user_id: string;
      session_id: string;
      revoked: boolean;
      reused_late: boolean;
    }>(
      `select t.id, t.user_id, t.session_id, t.revoked,
              t.updated_at < now() - make_interval(secs => $2) as reused_late
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t`,
      [tokenDigest(refreshToken), REUSE_INTERVAL_SECONDS],
    );
    const row = rows[0];
    if (row === undefined) return { kind: 'not-found' };
    if (row.revoked) {
      if (row.reused_late)
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { kind: 'already-used' };
    }
    const next = newRefreshToken();
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
      [row.id],
    );
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [tokenDigest(next), row.user_id, row.session_id, tokenDigest(refreshToken)],
    );
    await tx.query(
      'update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1',
      [row.session_id],
    );
    return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next };
  });
}

export async function sessionExists(db: PGlite, sessionId: string): Promise<boolean> {
  return (await firstRow(db, 'select 1 from auth.sessions where id = $1', [sessionId])) !== null;
}

/** GoTrue's logout scopes: `global` every session of the user, `local` this one, `others` all but this one. */
export async function endSessions(
  db: PGlite,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'global') await db.query('delete from auth.sessions where user_id = $1', [userId]);
  else
    await db.query(
      `delete from auth.sessions where user_id = $1 and id ${scope === 'local' ? '=' : '<>'} $2`,
      [userId, sessionId],
    );
}

/**
 * A new password for the account: like Supabase Auth, every other session of the user ends (their refresh tokens go
 * with them), and the session that asked, when there is one, stays.
 */
export async function setPassword(
  db: PGlite,
  userId: string,
  password: string,
  keepSessionId: string | null,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.query(
      'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
      [userId, hash],
    );
    await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
      userId,
      keepSessionId,
    ]);
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  });
}
