/**
 * Accounts, staff allow-list, sessions and refresh tokens of the local sign-in, in GoTrue's tables (bootstrap.sql) and
 * public.staff. The local auth server stands in for GoTrue, which owns these tables, so it works on them directly:
 * each change is one statement, so it happens whole or not at all.
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
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(24).toString('base64url');
/** How long a just-rotated token may be presented again (two tabs refreshing at once) without ending the session. */
const REUSE_INTERVAL_SECONDS = 10;

async function firstRow<T>(db: PGlite, sql: string, params: unknown[] = []): Promise<T | null> {
  return (await db.query<T>(sql, params)).rows[0] ?? null;
}

export const findAccountByEmail = (db: PGlite, email: string) =>
  firstRow<AccountRow>(db, 'select * from auth.users where email = $1', [normaliseEmail(email)]);

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
export async function addToStaff(db: PGlite, userId: string, role: 'member' | 'owner' = 'member') {
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

export const countStaff = async (db: PGlite) =>
  (await firstRow<{ n: number }>(db, 'select count(*)::int as n from public.staff'))!.n;

export interface Session {
  account: AccountRow;
  sessionId: string;
  refreshToken: string;
}

/** A new session of the user with its first refresh token; the account as signed in, or null when it is gone. */
export async function createSession(db: PGlite, userId: string): Promise<Session | null> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const account = await firstRow<AccountRow>(
    db,
    `with s as (insert into auth.sessions (id, user_id) select $1, id from auth.users where id = $2 returning user_id),
     t as (insert into auth.refresh_tokens (token, user_id, session_id) select $3, user_id, $1 from s)
     update auth.users set last_sign_in_at = now() where id = (select user_id from s) returning *`,
    [sessionId, userId, tokenDigest(refreshToken)],
  );
  return account && { account, sessionId, refreshToken };
}

/**
 * Exchanges a refresh token for a new one. A revoked token presented again after the reuse interval means it leaked:
 * the whole session ends.
 */
export async function rotateRefreshToken(
  db: PGlite,
  refreshToken: string,
): Promise<Session | 'not-found' | 'already-used'> {
  const next = newRefreshToken();
  const row = await firstRow<AccountRow & { session_id: string; revoked: boolean }>(
    db,
    `with old as (
       select t.id, t.user_id, t.session_id, t.revoked,
              t.updated_at < now() - make_interval(secs => $3) as late
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
       where t.token = $1 for update of t),
     ended as (delete from auth.sessions where id = (select session_id from old where revoked and late)),
     used as (update auth.refresh_tokens set revoked = true, updated_at = now()
              where id = (select id from old where not revoked) returning user_id, session_id),
     issued as (insert into auth.refresh_tokens (token, user_id, session_id, parent)
                select $2, user_id, session_id, $1 from used),
     refreshed as (update auth.sessions set refreshed_at = now(), updated_at = now()
                   where id = (select session_id from used))
     select u.*, old.session_id, old.revoked from old join auth.users u on u.id = old.user_id::uuid`,
    [tokenDigest(refreshToken), tokenDigest(next), REUSE_INTERVAL_SECONDS],
  );
  if (row === null) return 'not-found';
  if (row.revoked) return 'already-used';
  return { account: row, sessionId: row.session_id, refreshToken: next };
}

/** The bearer's account and whether its session is live (null when the account is gone). */
export async function bearerAccount(db: PGlite, userId: string, sessionId: string) {
  const row = await firstRow<AccountRow & { live: boolean }>(
    db,
    `select u.*, exists (select 1 from auth.sessions where id = $2) as live
     from (select 1) one left join auth.users u on u.id = $1`,
    [userId, sessionId],
  );
  return { live: row!.live, account: row!.id === null ? null : row };
}

/** GoTrue's logout scopes: `global` every session of the user, `local` this one, `others` all but this one. */
export async function endSessions(db: PGlite, userId: string, sessionId: string, scope: string) {
  await db.query(
    `delete from auth.sessions where user_id = $1 and ($3::text = 'global' or (id = $2) = ($3::text = 'local'))`,
    [userId, sessionId, scope],
  );
}

/**
 * A new password for the account: like Supabase Auth, every other session of the user ends (their refresh tokens go
 * with them), and so do links e-mailed earlier; the session that asked, when there is one, stays.
 */
export async function setPassword(
  db: PGlite,
  userId: string,
  password: string,
  keepSessionId: string | null,
): Promise<AccountRow> {
  const account = await firstRow<AccountRow>(
    db,
    `with ended as (delete from auth.sessions where user_id = $1 and id is distinct from $3),
     links as (delete from auth.one_time_tokens where user_id = $1)
     update auth.users set encrypted_password = $2, updated_at = now() where id = $1 returning *`,
    [userId, await hashPassword(password), keepSessionId],
  );
  return account!;
}
