import type { PGlite, Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryPendingNotifications } from '../functions/_shared/notification-retry.ts';
import { createRecordingMailer, TEST_ADDRESSES } from '../functions/tests/in-memory-deps.ts';
import { createPgliteSubmissionStore } from '../pglite/contact-deps.ts';
import { asRole, openLocalDatabase, type DatabaseRole } from '../pglite/database.ts';

let db: PGlite;

const STAFF_ID = '00000000-0000-4000-8000-00000000aaaa';
const OTHER_STAFF_ID = '00000000-0000-4000-8000-00000000bbbb';
const USER_ID = '00000000-0000-4000-8000-00000000cccc';
const SIGNED_OUT_ID = '00000000-0000-4000-8000-00000000dddd';
/** Each test user is signed in once: the session's id is the user's with another first group. */
const sessionOf = (sub: string) => sub.replace(/^0{8}/, '5e55104d');
const claimsOf = (sub: string) => ({
  role: 'authenticated',
  sub,
  aud: 'authenticated',
  session_id: sessionOf(sub),
});
const HASH = 'b'.repeat(64);

async function addUser(id: string, email: string, staff: boolean) {
  await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x')`, [
    id,
    email,
  ]);
  if (staff) await db.query('insert into public.staff (user_id) values ($1)', [id]);
  await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionOf(id), id]);
}

async function insertSubmission(values: Record<string, unknown> = {}): Promise<string> {
  const row = {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Hello agency team, please call me.',
    ip_hash: HASH,
    ...values,
  };
  const columns = Object.keys(row);
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      `insert into public.contact_submissions (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(row),
    ),
  );
  return rows[0]!.id;
}

function as<T>(sub: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return asRole(db, 'authenticated', work, claimsOf(sub));
}

async function errorOf(role: DatabaseRole, sql: string, sub?: string): Promise<string> {
  try {
    await asRole(db, role, (tx) => tx.query(sql), sub ? claimsOf(sub) : { role });
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

async function rowOf(id: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    'select * from public.contact_submissions where id = $1',
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  db = await openLocalDatabase();
  await addUser(STAFF_ID, 'staff@agency.example', true);
  await addUser(OTHER_STAFF_ID, 'other@agency.example', true);
  await addUser(USER_ID, 'someone@example.com', false);
  await addUser(SIGNED_OUT_ID, 'signed-out@agency.example', true);
});
afterAll(async () => {
  await db?.close();
});

describe('is_staff()', () => {
  it('is SECURITY DEFINER with an empty search_path', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'is_staff'`,
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
  });

  it('answers from the allow-list, not from anything the user can edit', async () => {
    const isStaff = (sub: string) =>
      as(sub, async (tx) => (await tx.query<{ s: boolean }>('select public.is_staff() as s')).rows);
    expect(await isStaff(STAFF_ID)).toEqual([{ s: true }]);
    expect(await isStaff(USER_ID)).toEqual([{ s: false }]);
    const forged = await asRole(
      db,
      'authenticated',
      async (tx) => (await tx.query<{ s: boolean }>('select public.is_staff() as s')).rows,
      { ...claimsOf(USER_ID), user_metadata: { staff: true }, app_metadata: { role: 'staff' } },
    );
    expect(forged).toEqual([{ s: false }]);
  });
});

describe('the session behind the token', () => {
  const accessOf = (claims: Record<string, unknown>) =>
    asRole(
      db,
      'authenticated',
      async (tx) =>
        (
          await tx.query<{ access: string; staff: boolean }>(
            'select public.staff_access() as access, public.is_staff() as staff',
          )
        ).rows[0],
      claims,
    );

  it('staff_access() is SECURITY DEFINER with an empty search_path, and anon may not call it', async () => {
    const { rows } = await db.query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'staff_access'`,
    );
    expect(rows).toEqual([{ prosecdef: true, proconfig: ['search_path=""'] }]);
    expect(await errorOf('anon', 'select public.staff_access()')).toMatch(/permission denied/);
  });

  it('tells staff, a live session of someone else, and an ended session apart', async () => {
    expect(await accessOf(claimsOf(STAFF_ID))).toEqual({ access: 'staff', staff: true });
    expect(await accessOf(claimsOf(USER_ID))).toEqual({ access: 'not_staff', staff: false });
    expect(await accessOf({ ...claimsOf(STAFF_ID), session_id: sessionOf(SIGNED_OUT_ID) })).toEqual(
      { access: 'session_ended', staff: false },
    );
  });

  it('ends access when the session row goes (sign-out, refresh-token reuse): nothing read, changed or deleted', async () => {
    const id = await insertSubmission({ email: 'after-sign-out@example.com' });
    const work = () =>
      as(SIGNED_OUT_ID, async (tx) => ({
        selected: (await tx.query('select id from public.contact_submissions where id = $1', [id]))
          .rows.length,
        listed: (
          await tx.query(
            `select id from public.inbox_list('all', 'after-sign-out', null, null, 10)`,
          )
        ).rows.length,
        updated: (
          await tx.query(
            `update public.contact_submissions set staff_note = 'late' where id = $1`,
            [id],
          )
        ).affectedRows,
        deleted: (await tx.query('delete from public.contact_submissions where id = $1', [id]))
          .affectedRows,
      }));
    await db.query('delete from auth.sessions where id = $1', [sessionOf(SIGNED_OUT_ID)]);
    expect(await work()).toEqual({ selected: 0, listed: 0, updated: 0, deleted: 0 });
    expect(await accessOf(claimsOf(SIGNED_OUT_ID))).toEqual({
      access: 'session_ended',
      staff: false,
    });
    expect(await rowOf(id)).toMatchObject({ staff_note: null });
  });

  it('ends access when the session is past its not_after', async () => {
    await db.query(
      `update auth.sessions set not_after = now() - interval '1 second' where id = $1`,
      [sessionOf(OTHER_STAFF_ID)],
    );
    try {
      expect(await accessOf(claimsOf(OTHER_STAFF_ID))).toEqual({
        access: 'session_ended',
        staff: false,
      });
    } finally {
      await db.query('update auth.sessions set not_after = null where id = $1', [
        sessionOf(OTHER_STAFF_ID),
      ]);
    }
  });

  it.each([
    ['no session_id claim', undefined],
    ['an empty one', ''],
    ['one that is not a uuid', 'not-a-uuid'],
    ['a uuid with a tail', `${'0'.repeat(8)}-0000-4000-8000-000000000000'; select 1`],
    ['a number', 42],
  ])('answers session_ended without an error for %s', async (_label, sessionId) => {
    const { session_id: _live, ...claims } = claimsOf(STAFF_ID);
    expect(
      await accessOf(sessionId === undefined ? claims : { ...claims, session_id: sessionId }),
    ).toEqual({ access: 'session_ended', staff: false });
  });
});

describe('anon', () => {
  it('gets nothing: no select, insert, update, delete, allow-list or purge', async () => {
    await insertSubmission();
    const denied = /permission denied/;
    for (const sql of [
      'select * from public.contact_submissions',
      `insert into public.contact_submissions (name, email, message) values ('Eve', 'eve@example.com', 'Let me in please')`,
      'update public.contact_submissions set read_at = now()',
      'delete from public.contact_submissions',
      'select * from public.staff',
      `insert into public.staff (user_id) values ('${USER_ID}')`,
      'select public.is_staff()',
      'select public.purge_expired_contact_submissions()',
    ])
      expect(await errorOf('anon', sql), sql).toMatch(denied);
  });
});

describe('a signed-in user who is not staff', () => {
  it('sees no row, changes no row, deletes no row, inserts nothing', async () => {
    const id = await insertSubmission({ email: 'notstaff-target@example.com' });
    const result = await as(USER_ID, async (tx) => ({
      selected: (await tx.query('select * from public.contact_submissions')).rows.length,
      updated: (await tx.query(`update public.contact_submissions set staff_note = 'mine'`))
        .affectedRows,
      deleted: (await tx.query('delete from public.contact_submissions')).affectedRows,
    }));
    expect(result).toEqual({ selected: 0, updated: 0, deleted: 0 });
    expect(await rowOf(id)).toMatchObject({ staff_note: null });
    expect(
      await errorOf(
        'authenticated',
        `insert into public.contact_submissions (name, email, message) values ('Eve', 'eve@example.com', 'Let me in please')`,
        USER_ID,
      ),
    ).toMatch(/permission denied/);
  });

  it('cannot put themselves on the allow-list or read it', async () => {
    expect(
      await errorOf(
        'authenticated',
        `insert into public.staff (user_id) values ('${USER_ID}')`,
        USER_ID,
      ),
    ).toMatch(/permission denied/);
    expect(await errorOf('authenticated', 'select * from public.staff', USER_ID)).toMatch(
      /permission denied/,
    );
    expect(
      await errorOf('authenticated', 'select public.purge_expired_contact_submissions()', USER_ID),
    ).toMatch(/permission denied/);
  });
});

describe('staff', () => {
  it('select every submission', async () => {
    const id = await insertSubmission({ email: 'visible@example.com' });
    const { rows } = await as(STAFF_ID, (tx) =>
      tx.query<{ id: string; email: string }>('select id, email from public.contact_submissions'),
    );
    expect(rows).toContainEqual({ id, email: 'visible@example.com' });
  });

  it('update the triage columns; handled_by is always the caller', async () => {
    const id = await insertSubmission();
    await as(STAFF_ID, (tx) =>
      tx.query(
        `update public.contact_submissions
         set read_at = now(), handled_at = now(), handled_by = $2, staff_note = 'Called back'
         where id = $1`,
        [id, OTHER_STAFF_ID],
      ),
    );
    const row = await rowOf(id);
    expect(row).toMatchObject({ handled_by: STAFF_ID, staff_note: 'Called back' });
    expect(row?.read_at).toBeInstanceOf(Date);
    expect(row?.handled_at).toBeInstanceOf(Date);

    await as(OTHER_STAFF_ID, (tx) =>
      tx.query('update public.contact_submissions set handled_at = null where id = $1', [id]),
    );
    expect(await rowOf(id)).toMatchObject({ handled_at: null, handled_by: null });
  });

  it('mark a submission spam and take it back out, but set no other status', async () => {
    const id = await insertSubmission({ status: 'notified' });
    const setStatus = (status: string) =>
      as(STAFF_ID, (tx) =>
        tx.query('update public.contact_submissions set status = $2 where id = $1', [id, status]),
      );
    await setStatus('spam');
    expect(await rowOf(id)).toMatchObject({ status: 'spam' });
    await setStatus('new');
    expect(await rowOf(id)).toMatchObject({ status: 'new' });
    await expect(setStatus('notified')).rejects.toThrow(/only mark a submission as spam/);
    expect(await rowOf(id)).toMatchObject({ status: 'new' });
  });

  it('take a notified submission out of spam without the outbox sending its e-mail again', async () => {
    const store = createPgliteSubmissionStore(db);
    const stored = await store.insert({
      name: 'Round Trip',
      email: 'round-trip@example.com',
      message: 'Marked spam by mistake, then taken back.',
      userAgent: null,
      source: 'website',
      metadata: {},
      ipHash: HASH,
      status: 'new',
      idempotencyKey: null,
    });
    const id = stored!.id;
    await store.markNotification(id, 'notified', null);
    await db.query(
      `update public.contact_submissions set created_at = now() - interval '1 hour' where id = $1`,
      [id],
    );
    const setStatus = (status: string) =>
      as(STAFF_ID, (tx) =>
        tx.query('update public.contact_submissions set status = $2 where id = $1', [id, status]),
      );
    await setStatus('spam');
    await setStatus('new');
    expect(await rowOf(id)).toMatchObject({ status: 'notified' });

    const mailer = createRecordingMailer();
    await retryPendingNotifications({
      store,
      notification: { mailer, addresses: TEST_ADDRESSES },
      logger: { info() {}, warn() {}, error() {} },
    });
    expect(mailer.sent.filter((email) => email.replyTo === 'round-trip@example.com')).toEqual([]);
  });

  it.each([
    ['name', `'Someone Else'`],
    ['email', `'else@example.com'`],
    ['message', `'A message staff did not write'`],
    ['ip_hash', `'${'c'.repeat(64)}'`],
    ['notify_error', `'made up'`],
    ['created_at', 'now()'],
  ])('cannot change %s', async (column, value) => {
    const id = await insertSubmission();
    const before = await rowOf(id);
    expect(
      await errorOf(
        'authenticated',
        `update public.contact_submissions set ${column} = ${value} where id = '${id}'`,
        STAFF_ID,
      ),
    ).toMatch(/permission denied/);
    expect(await rowOf(id)).toEqual(before);
  });

  it('delete a submission: it is gone from the database', async () => {
    const id = await insertSubmission({ email: 'erase-me@example.com' });
    const deleted = await as(
      STAFF_ID,
      async (tx) =>
        (await tx.query('delete from public.contact_submissions where id = $1', [id])).affectedRows,
    );
    expect(deleted).toBe(1);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('lose access the moment their allow-list row is deleted', async () => {
    const id = await insertSubmission();
    const count = () =>
      as(
        OTHER_STAFF_ID,
        async (tx) =>
          (await tx.query('select id from public.contact_submissions where id = $1', [id])).rows
            .length,
      );
    expect(await count()).toBe(1);
    await db.query('delete from public.staff where user_id = $1', [OTHER_STAFF_ID]);
    expect(await count()).toBe(0);
  });

  it('cannot insert submissions (only the contact function stores them)', async () => {
    expect(
      await errorOf(
        'authenticated',
        `insert into public.contact_submissions (name, email, message) values ('Eve', 'eve@example.com', 'Let me in please')`,
        STAFF_ID,
      ),
    ).toMatch(/permission denied/);
  });
});

describe('purge_expired_contact_submissions()', () => {
  it('deletes exactly the rows older than 24 months', async () => {
    const ages = {
      'twenty-five months': `now() - interval '25 months'`,
      'a minute past 24 months': `now() - interval '24 months' - interval '1 minute'`,
      'a minute short of 24 months': `now() - interval '24 months' + interval '1 minute'`,
      'a day old': `now() - interval '1 day'`,
    };
    for (const [label, age] of Object.entries(ages)) {
      const id = await insertSubmission({ name: `Age ${label}`.slice(0, 100) });
      await db.query(`update public.contact_submissions set created_at = ${age} where id = $1`, [
        id,
      ]);
    }
    const before = (
      await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions')
    ).rows[0]!.n;

    const { rows } = await asRole(db, 'service_role', (tx) =>
      tx.query<{ purged: number }>('select public.purge_expired_contact_submissions() as purged'),
    );
    expect(rows).toEqual([{ purged: 2 }]);

    const left = await db.query<{ name: string }>(
      `select name from public.contact_submissions where name like 'Age %' order by name`,
    );
    expect(left.rows.map((row) => row.name)).toEqual([
      'Age a day old',
      'Age a minute short of 24 months',
    ]);
    const after = (
      await db.query<{ n: number }>('select count(*)::int as n from public.contact_submissions')
    ).rows[0]!.n;
    expect(after).toBe(before - 2);
  });
});

describe('inbox_list() and inbox_counts()', () => {
  const list = (
    sub: string,
    view: string,
    search: string | null,
    after: [string, string] | null,
    limit: number,
  ) =>
    as(
      sub,
      async (tx) =>
        (
          await tx.query<{ id: string; name: string; created_at: Date }>(
            'select id, name, created_at from public.inbox_list($1, $2, $3, $4, $5)',
            [view, search, after?.[0] ?? null, after?.[1] ?? null, limit],
          )
        ).rows,
    );

  it('page newest first by (created_at, id), filter by view and search, and count per view', async () => {
    await db.query('delete from public.contact_submissions');
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const id = await insertSubmission({
        name: `Keyset ${index}`,
        email: `k${index}@example.com`,
      });
      await db.query(
        `update public.contact_submissions set created_at = now() - make_interval(mins => $2) where id = $1`,
        [id, 10 - index],
      );
      ids.push(id);
    }
    await db.query(`update public.contact_submissions set handled_at = now() where id = $1`, [
      ids[0],
    ]);
    await db.query(`update public.contact_submissions set status = 'spam' where id = $1`, [ids[1]]);
    await db.query(`update public.contact_submissions set status = 'notify_failed' where id = $1`, [
      ids[2],
    ]);

    const first = await list(STAFF_ID, 'all', null, null, 2);
    expect(first.map((row) => row.name)).toEqual(['Keyset 4', 'Keyset 3']);
    const last = first.at(-1)!;
    const second = await list(STAFF_ID, 'all', null, [last.created_at.toISOString(), last.id], 2);
    expect(second.map((row) => row.name)).toEqual(['Keyset 2', 'Keyset 1']);

    expect((await list(STAFF_ID, 'new', null, null, 10)).map((row) => row.name)).toEqual([
      'Keyset 4',
      'Keyset 3',
      'Keyset 2',
    ]);
    expect((await list(STAFF_ID, 'spam', null, null, 10)).map((row) => row.name)).toEqual([
      'Keyset 1',
    ]);
    expect((await list(STAFF_ID, 'handled', null, null, 10)).map((row) => row.name)).toEqual([
      'Keyset 0',
    ]);
    expect((await list(STAFF_ID, 'failed', null, null, 10)).map((row) => row.name)).toEqual([
      'Keyset 2',
    ]);
    expect((await list(STAFF_ID, 'all', 'K3@EXAMPLE', null, 10)).map((row) => row.name)).toEqual([
      'Keyset 3',
    ]);
    expect((await list(STAFF_ID, 'all', '%', null, 10)).map((row) => row.name)).toEqual([]);

    const counts = await as(
      STAFF_ID,
      async (tx) =>
        (await tx.query<{ c: unknown }>('select public.inbox_counts(null) as c')).rows[0]!.c,
    );
    expect(counts).toEqual({ new: 3, handled: 1, spam: 1, failed: 1, all: 5, capped: false });
  });

  it('show a non-staff user nothing and refuse anon', async () => {
    expect(await list(USER_ID, 'all', null, null, 10)).toEqual([]);
    const counts = await as(
      USER_ID,
      async (tx) =>
        (await tx.query<{ c: unknown }>('select public.inbox_counts(null) as c')).rows[0]!.c,
    );
    expect(counts).toEqual({ new: 0, handled: 0, spam: 0, failed: 0, all: 0, capped: false });
    expect(
      await errorOf('anon', `select * from public.inbox_list('all', null, null, null, 10)`),
    ).toMatch(/permission denied/);
  });
});
