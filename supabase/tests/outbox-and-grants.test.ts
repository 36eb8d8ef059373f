/** On PGlite with the real migrations: effective privileges, the notification outbox, idempotency keys. */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_NOTIFY_ATTEMPTS, NOTIFY_STALE_SECONDS } from '../functions/_shared/limits.ts';
import type { NewSubmission } from '../functions/_shared/types.ts';
import { asRole, openLocalDatabase } from '../pglite/database.ts';
import { createPgliteRateLimiter, createPgliteSubmissionStore } from '../pglite/contact-deps.ts';

let db: PGlite;

beforeAll(async () => {
  db = await openLocalDatabase();
});
afterAll(async () => {
  await db?.close();
});

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;

/** Every privilege each API role holds on the public schema's tables, sequences and functions. */
async function effectiveGrants(): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ grantee: string; object: string; privilege: string }>(
    `select r.rolname as grantee, c.relkind::text || ':' || c.relname as object, a.privilege_type as privilege
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join lateral aclexplode(coalesce(c.relacl, acldefault((case when c.relkind = 'S' then 's' else 'r' end)::"char", c.relowner))) a
       join pg_roles r on r.oid = a.grantee
      where n.nspname = 'public' and c.relkind in ('r', 'S')
        and r.rolname = any($1)
     union all
     select r.rolname, 'f:' || p.proname, a.privilege_type
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       cross join lateral aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a
       join pg_roles r on r.oid = a.grantee
      where n.nspname = 'public' and r.rolname = any($1)`,
    [API_ROLES],
  );
  // Functions without an explicit ACL are executable by PUBLIC, which every role inherits.
  const { rows: publicFunctions } = await db.query<{ object: string }>(
    `select 'f:' || p.proname as object
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join lateral aclexplode(coalesce(p.proacl, acldefault('f'::"char", p.proowner))) a
      where n.nspname = 'public' and a.grantee = 0`,
  );
  const grants: Record<string, string[]> = {};
  const add = (key: string) => (grants[key] ??= []);
  for (const row of rows) add(`${row.grantee} ${row.object}`).push(row.privilege);
  for (const row of publicFunctions)
    for (const role of API_ROLES) add(`${role} ${row.object}`).push('EXECUTE');
  for (const key of Object.keys(grants)) grants[key] = [...new Set(grants[key])].sort();
  return grants;
}

describe('effective privileges', () => {
  it('are exactly the intended ones: nothing for anon, the staff inbox (behind RLS) for authenticated, what the functions need for service_role', async () => {
    expect(await effectiveGrants()).toEqual({
      'service_role r:contact_submissions': ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
      'service_role r:contact_rate_limit_hits': ['DELETE', 'INSERT', 'SELECT'],
      'service_role r:staff': ['DELETE', 'INSERT', 'SELECT'],
      'service_role f:consume_contact_rate_limit': ['EXECUTE'],
      'service_role f:admit_contact_submission': ['EXECUTE'],
      'service_role f:mark_contact_notifications': ['EXECUTE'],
      'service_role f:claim_contact_notifications': ['EXECUTE'],
      'service_role f:purge_expired_contact_submissions': ['EXECUTE'],
      // The outbox of deliveries (acknowledgements, webhooks, replies) is the function's alone.
      'service_role r:contact_deliveries': ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
      'service_role f:claim_contact_deliveries': ['EXECUTE'],
      'service_role f:mark_contact_deliveries': ['EXECUTE'],
      'service_role f:is_staff': ['EXECUTE'],
      'service_role f:staff_access': ['EXECUTE'],
      // An owner's invitation: the function puts the account on the list after checking the caller's role.
      'service_role f:is_staff_owner': ['EXECUTE'],
      'service_role f:add_staff': ['EXECUTE'],
      'service_role f:staff_account_id': ['EXECUTE'],
      // Staff work the inbox as `authenticated`: RLS lets only rows of the allow-list through, and only the triage
      // columns are updatable (column grants, checked in staff-inbox.test.ts).
      'authenticated r:contact_submissions': ['DELETE', 'SELECT'],
      'authenticated f:is_staff': ['EXECUTE'],
      'authenticated f:staff_access': ['EXECUTE'],
      'authenticated f:inbox_matches': ['EXECUTE'],
      'authenticated f:inbox_list': ['EXECUTE'],
      'authenticated f:inbox_counts': ['EXECUTE'],
      'authenticated f:inbox_search_cost': ['EXECUTE'],
      'authenticated f:inbox_search_indexed': ['EXECUTE'],
      'authenticated f:inbox_search_window': ['EXECUTE'],
      'authenticated f:inbox_waited_seconds': ['EXECUTE'],
      'authenticated f:inbox_overdue': ['EXECUTE'],
      'authenticated f:inbox_mine_count': ['EXECUTE'],
      'authenticated f:inbox_staff': ['EXECUTE'],
      // Owners only, checked inside (42501 for anyone else).
      'authenticated f:is_staff_owner': ['EXECUTE'],
      'authenticated f:remove_staff': ['EXECUTE'],
      // A reply: the function checks is_staff() itself (SECURITY DEFINER); staff read the thread through column
      // grants on contact_deliveries, behind RLS (contact-replies.test.ts).
      'authenticated f:reply_to_contact_submission': ['EXECUTE'],
    });
  });

  it('lets authenticated update exactly the triage columns of a submission', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.column_privileges
        where table_schema = 'public' and table_name = 'contact_submissions'
          and grantee = 'authenticated' and privilege_type = 'UPDATE'
        order by column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      'handled_at',
      'handled_by',
      'owner_id',
      'read_at',
      'staff_note',
      'status',
    ]);
  });

  it.each(['anon', 'authenticated'] as const)(
    '%s cannot setval the rate-limit sequence, and inserts keep working',
    async (role) => {
      const attempt = asRole(db, role, (tx) =>
        tx.query(`select setval('public.contact_rate_limit_hits_id_seq', 1)`),
      );
      await expect(attempt).rejects.toThrow(/permission denied/);
      const limiter = createPgliteRateLimiter(db);
      expect(
        await limiter.consume([{ key: `after-setval-${role}`, limit: 5, windowSeconds: 60 }]),
      ).toEqual({ allowed: true });
    },
  );

  it('service_role cannot truncate the submissions', async () => {
    await expect(
      asRole(db, 'service_role', (tx) => tx.query('truncate public.contact_submissions')),
    ).rejects.toThrow(/permission denied/);
  });
});

function submission(name: string, values: Partial<NewSubmission> = {}): NewSubmission {
  return {
    name,
    email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
    message: 'Waiting for the notification e-mail.',
    userAgent: null,
    source: 'website',
    metadata: {},
    ipHash: null,
    status: 'new',
    idempotencyKey: null,
    ...values,
  };
}

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await asRole(db, 'service_role', (tx) => tx.query<T>(text, params))).rows;
}

const claim = () =>
  createPgliteSubmissionStore(db).claimPendingNotifications({
    limit: 50,
    staleSeconds: NOTIFY_STALE_SECONDS,
    maxAttempts: MAX_NOTIFY_ATTEMPTS,
  });

describe('the notification outbox', () => {
  beforeEach(async () => {
    await sql(
      `update public.contact_submissions set status = 'notified' where status <> 'notified'`,
    );
  });

  it('claims new rows older than the stale age and notify_failed rows past their backoff, once', async () => {
    const store = createPgliteSubmissionStore(db);
    const crashed = await store.insert(submission('Outbox Crashed'));
    const fresh = await store.insert(submission('Outbox Fresh'));
    const failed = await store.insert(submission('Outbox Failed'));
    await sql(
      `update public.contact_submissions set created_at = now() - interval '10 minutes' where id = $1`,
      [crashed?.id],
    );
    await store.markNotification(failed!.id, 'notify_failed', 'provider down');

    // The failed row waits for its backoff (1 minute after the first attempt).
    expect((await claim()).map((row) => row.name)).toEqual(['Outbox Crashed']);
    expect(await claim()).toEqual([]);

    await sql(
      `update public.contact_submissions set next_attempt_at = now() - interval '1 second' where id = $1`,
      [failed?.id],
    );
    expect((await claim()).map((row) => row.name)).toEqual(['Outbox Failed']);
    expect((await claim()).map((row) => row.id)).not.toContain(fresh?.id);
  });

  it('never claims a row whose notification went out, whatever its status says', async () => {
    const store = createPgliteSubmissionStore(db);
    const row = await store.insert(submission('Outbox Already Sent'));
    await store.markNotification(row!.id, 'notified', null);
    await sql(
      `update public.contact_submissions set status = 'new', created_at = now() - interval '1 hour'
        where id = $1`,
      [row?.id],
    );
    expect((await claim()).map((claimed) => claimed.id)).not.toContain(row?.id);
  });

  it('records attempts and doubles the backoff after each failure, up to the last attempt', async () => {
    const store = createPgliteSubmissionStore(db);
    const row = await store.insert(submission('Outbox Backoff'));
    const state = async () =>
      (
        await sql<{ attempts: number; wait: number; status: string }>(
          `select notify_attempts as attempts, status,
                  round(extract(epoch from next_attempt_at - now()))::int as wait
             from public.contact_submissions where id = $1`,
          [row?.id],
        )
      )[0];
    await store.markNotification(row!.id, 'notify_failed', 'down');
    expect(await state()).toEqual({ attempts: 1, wait: 60, status: 'notify_failed' });
    await store.markNotification(row!.id, 'notify_failed', 'down');
    expect(await state()).toEqual({ attempts: 2, wait: 120, status: 'notify_failed' });
    await store.markNotification(row!.id, 'notified', null);
    expect(await state()).toEqual({ attempts: 3, wait: null, status: 'notified' });

    await sql(
      `update public.contact_submissions set status = 'notify_failed', next_attempt_at = null,
              notify_attempts = $2 where id = $1`,
      [row?.id, MAX_NOTIFY_ATTEMPTS],
    );
    expect(await claim()).toEqual([]);
  });
});

describe('idempotency keys', () => {
  it('store one row per key, also when the same key arrives twice in one batch', async () => {
    const store = createPgliteSubmissionStore(db);
    const key = 'batch-key-0123456789abcdef';
    const results = await Promise.all([
      store.insert(submission('Idem One', { idempotencyKey: key })),
      store.insert(submission('Idem Two', { idempotencyKey: key })),
    ]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    expect(await store.insert(submission('Idem Three', { idempotencyKey: key }))).toBeNull();
    expect(await store.hasIdempotencyKey(key)).toBe(true);
    expect(await store.hasIdempotencyKey('other-key-0123456789abcdef')).toBe(false);
    expect(
      await sql(`select 1 from public.contact_submissions where idempotency_key = $1`, [key]),
    ).toHaveLength(1);
  });

  it('are looked up together when many requests ask at once, each getting its own answer', async () => {
    const store = createPgliteSubmissionStore(db);
    await store.insert(submission('Idem Lookup', { idempotencyKey: 'lookup-key-0123456789ab' }));
    const keys = Array.from({ length: 6 }, (_, index) =>
      index % 2 === 0 ? 'lookup-key-0123456789ab' : `missing-key-${index}-0123456789`,
    );
    expect(await Promise.all(keys.map((key) => store.hasIdempotencyKey(key)))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
  });

  it('are refused by the CHECK when malformed', async () => {
    await expect(
      createPgliteSubmissionStore(db).insert(submission('Idem Bad', { idempotencyKey: 'x y' })),
    ).rejects.toThrow(/contact_submissions_idempotency_key_format/);
  });
});
