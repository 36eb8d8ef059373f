import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LENGTHS } from '../functions/_shared/limits.ts';
import {
  applyMigrations,
  asRole,
  listMigrations,
  MIGRATIONS_DIR,
  openLocalDatabase,
  type DatabaseRole,
} from '../pglite/database.ts';
import { createPgliteRateLimiter, createPgliteSubmissionStore } from '../pglite/contact-deps.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openLocalDatabase();
});
afterAll(async () => {
  await db?.close();
});

const HASH = 'a'.repeat(64);
const INSERT = `insert into public.contact_submissions (name, email, message, ip_hash) values ('Ada', 'ada@example.com', 'Hello agency team', '${HASH}')`;
const LIMITER = `select public.consume_contact_rate_limit('[{"key":"k","limit":1,"window_seconds":60}]'::jsonb)`;

async function errorAs(
  role: DatabaseRole,
  sql: string,
  claims?: Record<string, unknown>,
): Promise<string> {
  try {
    await asRole(db, role, (tx) => tx.query(sql), claims);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

async function insertRow(values: Record<string, unknown>): Promise<string> {
  const row = { name: 'Ada', email: 'ada@example.com', message: 'Hello agency team', ...values };
  const columns = Object.keys(row);
  try {
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        Object.values(row),
      ),
    );
  } catch (error) {
    return (error as Error).message;
  }
  return 'inserted';
}

describe('migrations', () => {
  it('are named the way `supabase migration new` names them', async () => {
    const migrations = await listMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    for (const migration of migrations) expect(migration.file).toMatch(/\/\d{14}_[a-z0-9_]+\.sql$/);
  });

  it('apply once: a second run applies nothing', async () => {
    expect(await applyMigrations(db)).toEqual([]);
  });

  it('enable row level security on every public table', async () => {
    const { rows } = await db.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'public' and not rowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it('make the limiter a SECURITY DEFINER function with an empty search_path', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'consume_contact_rate_limit'`,
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });
});

describe('who may touch contact_submissions', () => {
  beforeAll(async () => {
    await asRole(db, 'service_role', (tx) => tx.query(INSERT));
  });

  const signedIn = { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' };

  it('anon can neither insert, select, update, delete nor call the limiter', async () => {
    const denied = /permission denied/;
    expect(await errorAs('anon', INSERT)).toMatch(denied);
    expect(await errorAs('anon', 'select * from public.contact_submissions')).toMatch(denied);
    expect(await errorAs('anon', `update public.contact_submissions set status = 'spam'`)).toMatch(
      denied,
    );
    expect(await errorAs('anon', 'delete from public.contact_submissions')).toMatch(denied);
    expect(await errorAs('anon', 'select * from public.contact_rate_limit_hits')).toMatch(denied);
    expect(await errorAs('anon', LIMITER)).toMatch(denied);
  });

  // Since the staff inbox, authenticated holds select/update/delete and RLS admits staff only (staff-inbox.test.ts).
  it('a signed-in user who is not staff can neither insert nor call the limiter, and sees and changes no row', async () => {
    const denied = /permission denied/;
    expect(await errorAs('authenticated', INSERT, signedIn)).toMatch(denied);
    expect(
      await errorAs('authenticated', 'select * from public.contact_rate_limit_hits', signedIn),
    ).toMatch(denied);
    expect(await errorAs('authenticated', LIMITER, signedIn)).toMatch(denied);
    const affected = await asRole(
      db,
      'authenticated',
      async (tx) => [
        (await tx.query('select * from public.contact_submissions')).rows.length,
        (await tx.query(`update public.contact_submissions set status = 'spam'`)).affectedRows,
        (await tx.query('delete from public.contact_submissions')).affectedRows,
      ],
      signedIn,
    );
    expect(affected).toEqual([0, 0, 0]);
  });

  it('the auth helpers read the request claims', async () => {
    const result = await asRole(
      db,
      'authenticated',
      (tx) =>
        tx.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role'),
      signedIn,
    );
    expect(result.rows).toEqual([{ uid: signedIn.sub, role: 'authenticated' }]);
  });

  it('the service role can insert, select and update', async () => {
    const store = createPgliteSubmissionStore(db);
    const stored = await store.insert({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Please call me back about a project.',
      userAgent: 'Test agent',
      source: 'website',
      metadata: { source: 'website', timestamp: '2026-01-01T00:00:00.000Z' },
      ipHash: HASH,
      status: 'new',
      idempotencyKey: null,
    });
    if (stored === null) throw new Error('not stored');
    await store.markNotification(stored.id, 'notify_failed', 'provider down');
    const { rows } = await asRole(db, 'service_role', (tx: Transaction) =>
      tx.query<{ status: string; notify_error: string; metadata: unknown }>(
        'select status, notify_error, metadata from public.contact_submissions where id = $1',
        [stored.id],
      ),
    );
    expect(rows).toEqual([
      {
        status: 'notify_failed',
        notify_error: 'provider down',
        metadata: { source: 'website', timestamp: '2026-01-01T00:00:00.000Z' },
      },
    ]);
  });
});

describe('CHECK constraints', () => {
  it.each([
    [
      'a name over the cap',
      { name: 'n'.repeat(MAX_LENGTHS.name + 1) },
      'contact_submissions_name_length',
    ],
    ['a one-letter name', { name: 'A' }, 'contact_submissions_name_length'],
    [
      'a name with a line break',
      { name: 'Ada\r\nBcc: x@y.z' },
      'contact_submissions_name_single_line',
    ],
    [
      'an e-mail over the cap',
      { email: `${'e'.repeat(MAX_LENGTHS.email)}@example.com` },
      'contact_submissions_email_length',
    ],
    ['an e-mail without a dot', { email: 'ada@example' }, 'contact_submissions_email_format'],
    [
      'an e-mail with a space',
      { email: 'ada lovelace@example.com' },
      'contact_submissions_email_format',
    ],
    ['a short message', { message: 'too short' }, 'contact_submissions_message_length'],
    [
      'a message over the cap',
      { message: 'm'.repeat(MAX_LENGTHS.message + 1) },
      'contact_submissions_message_length',
    ],
    [
      'a user agent over the cap',
      { user_agent: 'u'.repeat(MAX_LENGTHS.userAgent + 1) },
      'contact_submissions_user_agent_length',
    ],
    ['an unknown status', { status: 'deleted' }, 'contact_submissions_status'],
    [
      'a raw IP address instead of a hash',
      { ip_hash: '203.0.113.7' },
      'contact_submissions_ip_hash_format',
    ],
    ['metadata that is not an object', { metadata: '[]' }, 'contact_submissions_metadata_object'],
    [
      'oversized metadata',
      { metadata: JSON.stringify({ user_agent: 'x'.repeat(5000) }) },
      'contact_submissions_metadata_size',
    ],
    ['a source with markup', { source: '<script>' }, 'contact_submissions_source_format'],
  ])('reject %s', async (_title, values, constraint) => {
    expect(await insertRow(values)).toContain(constraint);
  });

  it.each(['new', 'notified', 'notify_failed', 'spam'])('accept status %s', async (status) => {
    expect(await insertRow({ status })).toBe('inserted');
  });

  it('accept values exactly at the caps', async () => {
    expect(
      await insertRow({
        name: 'n'.repeat(MAX_LENGTHS.name),
        message: 'm'.repeat(MAX_LENGTHS.message),
        user_agent: 'u'.repeat(MAX_LENGTHS.userAgent),
      }),
    ).toBe('inserted');
  });
});

describe('consume_contact_rate_limit', () => {
  const limiter = () => createPgliteRateLimiter(db);
  const bucket = (key: string, limit: number, windowSeconds = 60) => ({
    key,
    limit,
    windowSeconds,
  });

  it('allows up to the limit and flips on the next call', async () => {
    const decisions = [];
    for (let call = 0; call < 4; call += 1)
      decisions.push(await limiter().consume([bucket('flip', 3)]));
    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    expect(decisions[3]).toMatchObject({ allowed: false });
    const retryAfter = (decisions[3] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('allows again once the hits are older than the window', async () => {
    await limiter().consume([bucket('rolling', 1)]);
    expect(await limiter().consume([bucket('rolling', 1)])).toMatchObject({ allowed: false });
    await db.query(
      `update public.contact_rate_limit_hits set hit_at = now() - interval '61 seconds' where key = 'rolling'`,
    );
    expect(await limiter().consume([bucket('rolling', 1)])).toEqual({ allowed: true });
  });

  it('records nothing for any bucket when one bucket is full', async () => {
    await limiter().consume([bucket('full', 1)]);
    expect(await limiter().consume([bucket('free', 5), bucket('full', 1)])).toMatchObject({
      allowed: false,
    });
    const { rows } = await db.query<{ count: number }>(
      `select count(*)::int as count from public.contact_rate_limit_hits where key = 'free'`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('rejects a malformed bucket list', async () => {
    expect(
      await errorAs('service_role', `select public.consume_contact_rate_limit('{}'::jsonb)`),
    ).toMatch(/non-empty array/);
  });
});

describe('a database in a data folder', () => {
  it('keeps rows across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'contact-db-'));
    try {
      const first = await openLocalDatabase({ dataDir });
      await asRole(first, 'service_role', (tx) => tx.query(INSERT));
      await first.close();
      const second = await openLocalDatabase({ dataDir });
      const { rows } = await asRole(second, 'service_role', (tx) =>
        tx.query<{ count: number }>(
          'select count(*)::int as count from public.contact_submissions',
        ),
      );
      await second.close();
      expect(rows).toEqual([{ count: 1 }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a new database', () => {
  // New databases start from a snapshot of a migrated one; a migration edited while it is being written (the newest,
  // not yet applied anywhere) must not leave the old version in the snapshot.
  it('has the migrations as they are now, in a fresh folder and in memory, after the newest one is edited', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contact-migrations-'));
    try {
      const migrationsDir = join(dir, 'migrations');
      // The same migrations as the database of this file's beforeAll, whose snapshot therefore exists.
      await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
      const newest = (await listMigrations(migrationsDir)).at(-1);
      if (!newest) throw new Error('no migration');
      await appendFile(newest.file, '\ncreate table public.added_later (id int primary key);\n');
      for (const database of [
        await openLocalDatabase({ migrationsDir, dataDir: join(dir, 'data') }),
        await openLocalDatabase({ migrationsDir }),
      ]) {
        const table = await database.query("select to_regclass('public.added_later') as name");
        await database.close();
        expect(table.rows).toEqual([{ name: 'added_later' }]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
