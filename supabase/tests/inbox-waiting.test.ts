import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asRole } from '../pglite/database.ts';
import { openStaffDatabase, planOf } from './staff-database.ts';

// Waiting time against the promise, on the real migrations: how long each open submission has waited, the overdue
// count and the "waiting" view (open submissions oldest first). Times come from the database's clock, so the answers
// are the same whatever time zone the session runs in.

let db: PGlite;
let asStaff: Awaited<ReturnType<typeof openStaffDatabase>>['asStaff'];
const HOUR = 3600;
/** Session time zones far apart: a waited time or a count that moved with them would be read from a local clock. */
const TIME_ZONES = ['UTC', 'Pacific/Kiritimati', 'America/Adak', 'Asia/Kathmandu'];

/** Stores a submission that arrived `ageSeconds` ago; answers its id. */
async function received(
  name: string,
  ageSeconds: number,
  values: { status?: string; handled?: boolean } = {},
): Promise<string> {
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      `insert into public.contact_submissions (created_at, name, email, message, status, handled_at)
       values (now() - make_interval(secs => $2), $1, 'v@example.com', 'An enquiry.', $3,
               case when $4 then now() end)
       returning id`,
      [name, ageSeconds, values.status ?? 'new', values.handled ?? false],
    ),
  );
  return rows[0]!.id;
}

async function overdue(afterSeconds: number, timeZone = 'UTC') {
  return asStaff(async (tx) => {
    await tx.query(`set local time zone '${timeZone}'`);
    return (
      await tx.query<{ o: { count: number; capped: boolean } }>(
        'select public.inbox_overdue($1) as o',
        [afterSeconds],
      )
    ).rows[0]!.o;
  });
}

async function waited(timeZone = 'UTC'): Promise<Record<string, number | null>> {
  return asStaff(async (tx) => {
    await tx.query(`set local time zone '${timeZone}'`);
    const { rows } = await tx.query<{ name: string; waited: number | null }>(
      'select s.name, public.inbox_waited_seconds(s) as waited from public.contact_submissions s',
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.waited]));
  });
}

async function listed(view: string, after: { created_at: string; id: string } | null, limit = 50) {
  return asStaff(
    async (tx) =>
      (
        await tx.query<{ id: string; name: string; created_at: Date }>(
          'select id, name, created_at from public.inbox_list($1, null, $2, $3, $4)',
          [view, after?.created_at ?? null, after?.id ?? null, limit],
        )
      ).rows,
  );
}

beforeAll(async () => {
  ({ db, asStaff } = await openStaffDatabase());
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.query('delete from public.contact_submissions');
});

describe('how long a submission has waited', () => {
  it('is counted from the database clock while open, the same under any time zone, and null once handled or spam', async () => {
    await received('fresh', 5 * 60);
    await received('almost', 20 * HOUR - 60);
    await received('late', 20 * HOUR + 60);
    await received('failed delivery', 30 * HOUR, { status: 'notify_failed' });
    await received('answered', 30 * HOUR, { handled: true });
    await received('junk', 30 * HOUR, { status: 'spam' });

    const answers = await Promise.all(TIME_ZONES.map((zone) => waited(zone)));
    const [utc] = answers;
    // Statements a moment apart: the same to within a few seconds, never hours.
    for (const answer of answers)
      for (const [name, seconds] of Object.entries(utc!))
        if (seconds === null) expect(answer[name], name).toBeNull();
        else expect(Math.abs(answer[name]! - seconds), name).toBeLessThanOrEqual(5);
    expect(utc!.fresh).toBeGreaterThanOrEqual(5 * 60);
    expect(utc!.fresh).toBeLessThan(5 * 60 + 30);
    expect(utc!.late).toBeGreaterThanOrEqual(20 * HOUR + 60);
    expect(utc!['failed delivery']).toBeGreaterThanOrEqual(30 * HOUR);
    expect({ answered: utc!.answered, junk: utc!.junk }).toEqual({ answered: null, junk: null });
  });
});

describe('the overdue count', () => {
  it('counts the open submissions that have waited at least the threshold, under any time zone', async () => {
    await received('almost', 20 * HOUR - 60);
    await received('late', 20 * HOUR + 60);
    await received('failed delivery', 30 * HOUR, { status: 'notify_failed' });
    await received('answered', 30 * HOUR, { handled: true });
    await received('junk', 30 * HOUR, { status: 'spam' });
    for (const zone of TIME_ZONES)
      expect(await overdue(20 * HOUR, zone), zone).toEqual({ count: 2, capped: false });
    expect(await overdue(19 * HOUR)).toEqual({ count: 3, capped: false });
    expect(await overdue(48 * HOUR)).toEqual({ count: 0, capped: false });
  });

  it('agrees with the waited seconds: overdue exactly when waited >= threshold', async () => {
    for (let minutes = 0; minutes < 60; minutes += 7) await received(`m${minutes}`, minutes * 60);
    const threshold = 30 * 60;
    const seconds = Object.values(await waited());
    expect((await overdue(threshold)).count).toBe(
      seconds.filter((value) => value !== null && value >= threshold).length,
    );
  });

  it('stops counting past 1 000 and says so', async () => {
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (created_at, name, email, message)
         select now() - interval '2 days' - make_interval(secs => g), 'Old ' || g, 'o@example.com', 'An old enquiry.'
         from generate_series(1, 1005) g`,
      ),
    );
    expect(await overdue(20 * HOUR)).toEqual({ count: 1000, capped: true });
  });

  it('refuses a threshold under one second, and tells a non-staff caller nothing', async () => {
    await received('late', 30 * HOUR);
    await expect(overdue(0)).rejects.toThrow(/at least one second/);
    const outsider = await asRole(
      db,
      'authenticated',
      async (tx) =>
        (await tx.query<{ o: unknown }>('select public.inbox_overdue(3600) as o')).rows[0]!.o,
      { role: 'authenticated', sub: '00000000-0000-4000-8000-0000000000c1' },
    );
    expect(outsider).toEqual({ count: 0, capped: false });
  });
});

describe('the waiting view', () => {
  it('lists the open submissions oldest first, in keyset pages', async () => {
    await received('third', 1 * HOUR);
    await received('first', 30 * HOUR, { status: 'notify_failed' });
    await received('second', 5 * HOUR);
    await received('answered', 40 * HOUR, { handled: true });
    await received('junk', 50 * HOUR, { status: 'spam' });
    const first = await listed('waiting', null, 2);
    expect(first.map((row) => row.name)).toEqual(['first', 'second']);
    const last = first.at(-1)!;
    const rest = await listed('waiting', {
      created_at: last.created_at.toISOString(),
      id: last.id,
    });
    expect(rest.map((row) => row.name)).toEqual(['third']);
    expect((await listed('new', null)).map((row) => row.name)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });

  it('walks a search oldest first too, window by window and on the trigram index', async () => {
    for (const [name, hours] of [
      ['a', 9],
      ['b', 7],
      ['c', 5],
      ['d', 3],
    ] as const)
      await received(`zebrafinch ${name}`, hours * HOUR);
    await received('zebrafinch answered', 8 * HOUR, { handled: true });
    const step = (sql: string, params: unknown[]) =>
      asStaff(
        async (tx) =>
          (
            await tx.query<{
              step: { ids: string[]; next_after: { created_at: string; id: string } | null };
            }>(`select ${sql} as step`, params)
          ).rows[0]!.step,
      );
    const names = async (ids: string[]) => {
      const { rows } = await db.query<{ id: string; name: string }>(
        'select id, name from public.contact_submissions where id = any($1::uuid[])',
        [ids],
      );
      return ids.map((id) => rows.find((row) => row.id === id)!.name);
    };
    const indexed = await step('public.inbox_search_indexed($1, $2, null, null, $3)', [
      'waiting',
      'zebrafinch',
      10,
    ]);
    expect(await names(indexed.ids)).toEqual([
      'zebrafinch a',
      'zebrafinch b',
      'zebrafinch c',
      'zebrafinch d',
    ]);

    const walked: string[] = [];
    let after: { created_at: string; id: string } | null = null;
    do {
      const found: Awaited<ReturnType<typeof step>> = await step(
        'public.inbox_search_window($1, $2, $3, $4, $5, $6)',
        ['waiting', 'ZEBRAFINCH', after?.created_at ?? null, after?.id ?? null, 10, 2],
      );
      walked.push(...found.ids);
      after = found.next_after;
    } while (after !== null);
    expect(await names(walked)).toEqual(await names(indexed.ids));
  });
});

describe('the query plans', () => {
  it('count the overdue submissions on a range of the "new" index, never more than 1 001 entries', async () => {
    // The statement inbox_overdue runs, taken from the function itself, with a threshold in place of its parameter.
    const { rows } = await db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'inbox_overdue'`,
    );
    const statement = /select count\(\*\) into found from \(([\s\S]*?)\) as overdue;/.exec(
      rows[0]!.src,
    )?.[1];
    expect(statement, 'the count statement').toBeTruthy();
    const counted = `select count(*) from (${statement!.replace(
      'p_overdue_after_seconds',
      String(20 * HOUR),
    )}) as overdue`;
    await db.query('set enable_seqscan = off');
    try {
      const plan = await planOf(db, counted);
      expect(plan).toMatch(/Limit/);
      expect(plan).toMatch(/Index Only Scan.* using contact_submissions_view_new_idx/);
      expect(plan).toMatch(/Index Cond: \(created_at <= /);
    } finally {
      await db.query('reset enable_seqscan');
    }
  });

  it('read the waiting view from the "new" index, backwards', async () => {
    await db.query('set enable_seqscan = off');
    try {
      const plan = await planOf(
        db,
        `select id from public.contact_submissions s where public.inbox_matches(s, 'waiting', null)
         order by created_at asc, id asc limit 51`,
      );
      expect(plan).toMatch(/Index (Only )?Scan Backward using contact_submissions_view_new_idx/);
    } finally {
      await db.query('reset enable_seqscan');
    }
  });
});
