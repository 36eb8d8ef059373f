import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole } from '../pglite/database.ts';
import { openStaffDatabase, planOf } from './staff-database.ts';

// What keeps the inbox's cost flat as the table grows: kept counts, the view predicate inlined into each view's
// partial index, and search on the trigram index. The figures at 10 000 to 1 000 000 rows come from the bench
// (apps/local-host/scripts/inbox-scale-bench.ts); these tests pin the mechanisms.

let db: PGlite;
let asStaff: Awaited<ReturnType<typeof openStaffDatabase>>['asStaff'];
const VIEWS = ['new', 'handled', 'spam', 'failed', 'all'] as const;

async function insertRows(count: number, values: { message?: string; status?: string } = {}) {
  await asRole(db, 'service_role', (tx) =>
    tx.query(
      `insert into public.contact_submissions (name, email, message, status)
       select 'Visitor ' || g, 'visitor' || g || '@example.com', $2, $3 from generate_series(1, $1) g`,
      [count, values.message ?? 'An ordinary enquiry about a website.', values.status ?? 'new'],
    ),
  );
}

async function keptCounts(search = '') {
  return asStaff(
    async (tx) =>
      (
        await tx.query<{ c: Record<string, unknown> }>('select public.inbox_counts($1) as c', [
          search,
        ])
      ).rows[0]!.c,
  );
}

/** Each view counted the slow way, over every row. */
async function recount(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const view of VIEWS) {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_submissions s where public.inbox_matches(s, $1, null)',
      [view],
    );
    counts[view] = rows[0]!.n;
  }
  return counts;
}

beforeAll(async () => {
  ({ db, asStaff } = await openStaffDatabase());
});
afterAll(async () => {
  await db?.close();
});

describe('the counts of the views', () => {
  it('stay equal to a full recount through inserts, triage, spam round trips, deletes and purges', async () => {
    await insertRows(40);
    await insertRows(7, { status: 'notify_failed' });
    await insertRows(5, { status: 'spam' });
    await asStaff(async (tx) => {
      await tx.query(
        `update public.contact_submissions set handled_at = now()
         where id in (select id from public.contact_submissions order by id limit 12)`,
      );
      await tx.query(
        `update public.contact_submissions set status = 'spam'
         where id in (select id from public.contact_submissions where status = 'new' order by id limit 4)`,
      );
      await tx.query(
        `update public.contact_submissions set status = 'new'
         where id in (select id from public.contact_submissions where status = 'spam' order by id limit 2)`,
      );
      await tx.query('update public.contact_submissions set read_at = now()');
      await tx.query(
        'delete from public.contact_submissions where id in (select id from public.contact_submissions order by id limit 3)',
      );
    });
    await db.query(
      `update public.contact_submissions set created_at = now() - interval '25 months'
       where id in (select id from public.contact_submissions order by id desc limit 6)`,
    );
    await asRole(db, 'service_role', (tx) =>
      tx.query('select public.purge_expired_contact_submissions()'),
    );

    const expected = await recount();
    expect(expected.all).toBe(40 + 7 + 5 - 3 - 6);
    expect(await keptCounts()).toEqual({ ...expected, capped: false });
  });

  it('are read from the kept rows, not by counting the table', async () => {
    const before = await keptCounts();
    await db.query(
      `update public.inbox_view_counts set submissions = submissions + 1000000 where view = 'all'`,
    );
    try {
      expect((await keptCounts()).all).toBe((before.all as number) + 1000000);
    } finally {
      await db.query(
        `update public.inbox_view_counts set submissions = submissions - 1000000 where view = 'all'`,
      );
    }
  });
});

describe('searching', () => {
  it('counts the matches of each view and stops counting after 1 000, saying so', async () => {
    await insertRows(3, { message: 'Please quote a zephyrquartz integration.' });
    await insertRows(1, { message: 'Spam about zephyrquartz watches.', status: 'spam' });
    expect(await keptCounts('ZEPHYRQUARTZ')).toEqual({
      new: 3,
      handled: 0,
      spam: 1,
      failed: 0,
      all: 4,
      capped: false,
    });

    await insertRows(1005, { message: 'We need a brand refresh and a commonword website.' });
    const counts = await keptCounts('commonword');
    expect(counts.capped).toBe(true);
    expect(counts.all).toBe(1000);
  });

  it('takes % and _ literally', async () => {
    await insertRows(1, { message: 'A discount of 50% for a_b testing, please.' });
    const matches = (search: string) =>
      asStaff(
        async (tx) =>
          (
            await tx.query<{ message: string }>(
              `select message from public.inbox_list('all', $1, null, null, 10)`,
              [search],
            )
          ).rows.length,
      );
    expect(await matches('50%')).toBe(1);
    expect(await matches('a_b')).toBe(1);
    expect(await matches('5_%')).toBe(0);
  });
});

describe('searching in bounded steps', () => {
  interface Step {
    ids: string[];
    counts: Record<string, number>;
    next_after: { created_at: string; id: string } | null;
  }
  const step = (sql: string, params: unknown[]) =>
    asStaff(
      async (tx) => (await tx.query<{ step: Step }>(`select ${sql} as step`, params)).rows[0]!.step,
    );
  const expectedIds = async (search: string, view: string) =>
    (
      await db.query<{ id: string }>(
        `select id from public.contact_submissions s where public.inbox_matches(s, $1, $2)
         order by created_at desc, id desc`,
        [view, search],
      )
    ).rows.map((row) => row.id);

  it('walks the list window by window: every row checked once, the matches in list order', async () => {
    await insertRows(7, { message: 'A windowword enquiry.' });
    await insertRows(3, { message: 'Spam with windowword.', status: 'spam' });
    const ids: string[] = [];
    let all = 0;
    let spam = 0;
    let after: Step['next_after'] = null;
    let windows = 0;
    do {
      const found = await step('public.inbox_search_window($1, $2, $3, $4, $5, $6)', [
        'new',
        'WINDOWWORD',
        after?.created_at ?? null,
        after?.id ?? null,
        100,
        40,
      ]);
      ids.push(...found.ids);
      all += found.counts.all!;
      spam += found.counts.spam!;
      after = found.next_after;
      windows += 1;
    } while (after !== null);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_submissions',
    );
    expect(windows).toBe(Math.floor(rows[0]!.n / 40) + 1);
    expect(ids).toEqual(await expectedIds('windowword', 'new'));
    expect(ids).toHaveLength(7);
    expect({ all, spam }).toEqual({ all: 10, spam: 3 });
  });

  it('answers a search the trigram index serves cheaply in one statement', async () => {
    const found = await step('public.inbox_search_indexed($1, $2, null, null, $3)', [
      'all',
      'windowword',
      5,
    ]);
    expect(found.ids).toEqual((await expectedIds('windowword', 'all')).slice(0, 5));
    expect(found.counts).toMatchObject({ new: 7, spam: 3, all: 10 });
    expect(found.next_after).toBeNull();
  });

  it('estimates what the trigram index would check, or says it has nothing to look up', async () => {
    const cost = (search: string) =>
      asStaff(
        async (tx) =>
          (
            await tx.query<{ cost: number | null }>(
              'select public.inbox_search_cost($1)::float8 as cost',
              [search],
            )
          ).rows[0]!.cost,
      );
    expect(await cost('zq')).toBeNull();
    expect(await cost('ë é ü')).toBeNull();
    expect(await cost('a_b%')).toBeNull();
    await insertRows(3000, { message: 'Everywhereword in a sample of many rows.' });
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_submissions',
    );
    const total = rows[0]!.n;
    expect(await cost('nowhereword')).toBe(0);
    const everywhere = (await cost('everywhereword'))!;
    expect(everywhere).toBeGreaterThan(total * 0.4);
    expect(everywhere).toBeLessThanOrEqual(total);
  });
});

describe('submission times', () => {
  it('are kept in milliseconds, so a page boundary inside one millisecond skips no row', async () => {
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (created_at, name, email, message)
         values ('2020-01-01 00:00:00.123456+00', 'Same Moment', 'a@example.com', 'First in the millisecond'),
                ('2020-01-01 00:00:00.123789+00', 'Same Moment', 'b@example.com', 'Second in the millisecond')`,
      ),
    );
    const { rows } = await db.query<{ at: string }>(
      `select to_char(created_at at time zone 'UTC', 'SS.US') as at from public.contact_submissions
       where name = 'Same Moment'`,
    );
    expect(rows.map((row) => row.at)).toEqual(['00.123000', '00.124000']);
  });
});

describe('the query plans', () => {
  it('inline inbox_matches: a constant view becomes its plain predicate', async () => {
    const plan = await planOf(
      db,
      `select id from public.contact_submissions s where public.inbox_matches(s, 'spam', null)`,
    );
    expect(plan).toMatch(/status = 'spam'/);
    expect(plan).not.toMatch(/inbox_matches/);
  });

  it("use each view's partial index in list order, and the trigram index for a search", async () => {
    await db.query('set enable_seqscan = off');
    try {
      for (const view of ['new', 'handled', 'spam', 'failed'] as const) {
        const plan = await planOf(
          db,
          `select id from public.contact_submissions s where public.inbox_matches(s, '${view}', null)
           order by created_at desc, id desc limit 51`,
        );
        expect(plan).toMatch(new RegExp(`contact_submissions_view_${view}_idx`));
      }
      const search = await planOf(
        db,
        `select id from public.contact_submissions s where public.inbox_matches(s, 'all', 'zephyrquartz')`,
      );
      expect(search).toMatch(/contact_submissions_search_idx/);
    } finally {
      await db.query('reset enable_seqscan');
    }
  });
});
