/**
 * Owners on the real migrations and through the admin function on PGlite: staff take a submission or give it to a
 * colleague, "mine" lists and counts the caller's open ones, the list and the detail name the owner, and removing a
 * colleague from the staff list leaves their submissions intact and open to be taken again.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '../functions/_shared/admin-handler.ts';
import type { InboxItem, InboxPage } from '../functions/_shared/inbox.ts';
import { createPgliteAdminDeps } from '../pglite/admin-deps.ts';
import { asRole, openLocalDatabase } from '../pglite/database.ts';
import { createAdminSubmissionsHandler } from '../testing/function-apps.ts';
import { addAccount, asAccount, planOf, sessionOf } from './staff-database.ts';

const ANA = { sub: '00000000-0000-4000-8000-0000000000a1', email: 'ana@agency.example' };
const BEN = { sub: '00000000-0000-4000-8000-0000000000b2', email: 'ben@agency.example' };
/** Signed in, not on the staff list. */
const EVE = { sub: '00000000-0000-4000-8000-0000000000e5', email: 'eve@agency.example' };
let db: PGlite;
const as = (account: { sub: string }) => asAccount(db, account);

/** Stores a submission `minutesAgo` old; answers its id. */
async function received(
  name: string,
  minutesAgo: number,
  values: { owner?: string; status?: string; handled?: boolean } = {},
): Promise<string> {
  const { rows } = await asRole(db, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      `insert into public.contact_submissions (created_at, name, email, message, status, handled_at, owner_id)
       values (now() - make_interval(mins => $2), $1, 'v@example.com', 'An enquiry.', $3,
               case when $4 then now() end, $5)
       returning id`,
      [name, minutesAgo, values.status ?? 'new', values.handled ?? false, values.owner ?? null],
    ),
  );
  return rows[0]!.id;
}

async function mineOf(account: { sub: string }) {
  return as(account)(async (tx) => {
    const listed = await tx.query<{ name: string }>(
      'select name from public.inbox_list($1, null, null, null, 50)',
      ['mine'],
    );
    const counted = await tx.query<{ c: { count: number; capped: boolean } }>(
      'select public.inbox_mine_count() as c',
    );
    return { names: listed.rows.map((row) => row.name), count: counted.rows[0]!.c };
  });
}

beforeAll(async () => {
  db = await openLocalDatabase();
  await addAccount(db, EVE);
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.query('delete from public.contact_submissions');
  await addAccount(db, ANA, { staff: true });
  await addAccount(db, BEN, { staff: true });
});

describe('owners in the database', () => {
  it('"mine" lists and counts the caller\'s own open submissions, newest first', async () => {
    await received('Ana old', 60, { owner: ANA.sub });
    await received('Ana new', 5, { owner: ANA.sub });
    await received('Ana handled', 3, { owner: ANA.sub, handled: true });
    await received('Ana spam', 2, { owner: ANA.sub, status: 'spam' });
    await received('Ben', 4, { owner: BEN.sub });
    await received('Nobody', 1);
    expect(await mineOf(ANA)).toEqual({
      names: ['Ana new', 'Ana old'],
      count: { count: 2, capped: false },
    });
    expect(await mineOf(BEN)).toEqual({ names: ['Ben'], count: { count: 1, capped: false } });
    expect(await mineOf(EVE), 'not staff: nothing').toEqual({
      names: [],
      count: { count: 0, capped: false },
    });
  });

  it('lets staff take a submission or give it to a colleague, never to someone off the staff list', async () => {
    const id = await received('Lead', 10);
    await as(ANA)((tx) =>
      tx.query('update public.contact_submissions set owner_id = $1 where id = $2', [BEN.sub, id]),
    );
    expect((await mineOf(BEN)).names).toEqual(['Lead']);
    await as(BEN)((tx) =>
      tx.query('update public.contact_submissions set owner_id = $1 where id = $2', [ANA.sub, id]),
    );
    expect((await mineOf(ANA)).names).toEqual(['Lead']);
    await expect(
      as(ANA)((tx) =>
        tx.query('update public.contact_submissions set owner_id = $1 where id = $2', [
          EVE.sub,
          id,
        ]),
      ),
    ).rejects.toMatchObject({ code: '23503' });
    const { rows } = await db.query<{ owner_id: string }>(
      'select owner_id from public.contact_submissions where id = $1',
      [id],
    );
    expect(rows[0]!.owner_id).toBe(ANA.sub);
  });

  it('removing a colleague from the staff list leaves their submissions, with no owner, and the counts right', async () => {
    const first = await received('Ben first', 10, { owner: BEN.sub });
    await received('Ben second', 5, { owner: BEN.sub, handled: true });
    const countsBefore = (
      await db.query<{ view: string; submissions: string }>(
        'select view, submissions from public.inbox_view_counts order by view',
      )
    ).rows;
    await asRole(db, 'service_role', (tx) =>
      tx.query('delete from public.staff where user_id = $1', [BEN.sub]),
    );
    const { rows } = await db.query<{ name: string; owner_id: string | null }>(
      'select name, owner_id from public.contact_submissions order by created_at',
    );
    expect(rows).toEqual([
      { name: 'Ben first', owner_id: null },
      { name: 'Ben second', owner_id: null },
    ]);
    const countsAfter = (
      await db.query<{ view: string; submissions: string }>(
        'select view, submissions from public.inbox_view_counts order by view',
      )
    ).rows;
    expect(countsAfter).toEqual(countsBefore);
    // Open to be taken again.
    await as(ANA)((tx) =>
      tx.query('update public.contact_submissions set owner_id = $1 where id = $2', [
        ANA.sub,
        first,
      ]),
    );
    expect((await mineOf(ANA)).names).toEqual(['Ben first']);
  });

  it('names the staff list with e-mails for staff only', async () => {
    const staff = (account: { sub: string }) =>
      as(account)(
        async (tx) =>
          (await tx.query<{ user_id: string; email: string }>('select * from public.inbox_staff()'))
            .rows,
      );
    expect(await staff(ANA)).toEqual([
      { user_id: ANA.sub, email: ANA.email, role: 'member' },
      { user_id: BEN.sub, email: BEN.email, role: 'member' },
    ]);
    expect(await staff(EVE)).toEqual([]);
  });

  it("a search counts the caller's own matches as 'mine'", async () => {
    await received('Acme one', 3, { owner: ANA.sub });
    await received('Acme two', 2, { owner: BEN.sub });
    await received('Acme three', 1);
    const step = await as(ANA)(
      async (tx) =>
        (
          await tx.query<{ s: { ids: string[]; counts: Record<string, number> } }>(
            `select public.inbox_search_indexed('mine', 'acme', null, null, 50) as s`,
          )
        ).rows[0]!.s,
    );
    expect(step.counts).toMatchObject({ new: 3, mine: 1, all: 3 });
    expect(step.ids).toHaveLength(1);
  });
});

describe('the query plans', () => {
  // Many open submissions, few of them Ana's: what a desk looks like, and what the planner is asked to weigh.
  beforeAll(async () => {
    await db.query('delete from public.contact_submissions');
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (created_at, name, email, message, status, owner_id)
         select now() - make_interval(mins => n), 'Visitor', 'v@example.com', 'An enquiry.', 'new',
                case when n % 500 = 0 then $1::uuid end
         from generate_series(1, 5000) as n`,
        [ANA.sub],
      ),
    );
    await db.query('analyze public.contact_submissions');
  });

  /** The statement as inbox_list runs it for 'mine', with the caller's claims in place. */
  async function planAsAna(sql: string): Promise<string> {
    await db.query('set enable_seqscan = off');
    await db.query(`select set_config('request.jwt.claims', $1, false)`, [
      JSON.stringify({ sub: ANA.sub, role: 'authenticated' }),
    ]);
    try {
      return await planOf(db, sql);
    } finally {
      await db.query('reset enable_seqscan');
      await db.query(`select set_config('request.jwt.claims', '', false)`);
    }
  }

  it('read "mine" from its own index: the caller\'s range, in list order', async () => {
    const plan = await planAsAna(
      `select s.* from public.contact_submissions s where public.inbox_matches(s, 'mine', null)
       order by s.created_at desc, s.id desc limit 51`,
    );
    expect(plan).toMatch(/Index Scan using contact_submissions_view_mine_idx/);
    expect(plan, "the caller's range").toMatch(/Index Cond: \(owner_id = /);
    expect(plan).not.toMatch(/Sort/);
  });

  it('count "mine" on the caller\'s range of that index, never more than 1 001 entries', async () => {
    const { rows } = await db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'inbox_mine_count'`,
    );
    const statement = /select count\(\*\) into found from \(([\s\S]*?)\) as mine;/.exec(
      rows[0]!.src,
    )?.[1];
    expect(statement, 'the count statement').toBeTruthy();
    const plan = await planAsAna(`select count(*) from (${statement!}) as mine`);
    expect(plan).toMatch(/Limit/);
    expect(plan).toMatch(/Index Only Scan using contact_submissions_view_mine_idx/);
    expect(plan, "the caller's range").toMatch(/Index Cond: \(owner_id = /);
  });
});

describe('owners through the admin function', () => {
  function handler() {
    const tokens: Record<string, { sub: string }> = { ana: ANA, ben: BEN, eve: EVE };
    return createAdminSubmissionsHandler(
      createPgliteAdminDeps(db, {
        verifyAccessToken: async (token) => {
          const account = tokens[token];
          return account
            ? { sub: account.sub, role: 'authenticated', session_id: sessionOf(account) }
            : null;
        },
        notification: null,
      }),
    );
  }
  const call = (token: string, query: string, init: { method?: string; body?: unknown } = {}) =>
    new Request(`http://localhost/functions/v1/admin-submissions${query}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  it('takes, gives and lets go of a submission; the list and the detail name the owner', async () => {
    const app = handler();
    const id = await received('Lead', 10);
    const take = await app(call('ana', `?id=${id}`, { method: 'PATCH', body: { owner: ANA.sub } }));
    expect(take.status).toBe(200);
    expect(((await take.json()) as { item: InboxItem }).item.owner).toEqual({
      id: ANA.sub,
      email: ANA.email,
      role: 'member',
    });

    const mine = (await (await app(call('ana', '?view=mine'))).json()) as InboxPage;
    expect(mine.items.map((item) => [item.name, item.owner?.email])).toEqual([['Lead', ANA.email]]);
    expect(mine.counts.mine).toBe(1);
    expect(mine.mineCapped).toBe(false);
    expect(mine.staff).toEqual([
      { id: ANA.sub, email: ANA.email, role: 'member' },
      { id: BEN.sub, email: BEN.email, role: 'member' },
    ]);
    const bensView = (await (await app(call('ben', '?view=mine'))).json()) as InboxPage;
    expect(bensView.items).toEqual([]);
    expect(bensView.counts.mine).toBe(0);
    const all = (await (await app(call('ben', '?view=all'))).json()) as InboxPage;
    expect(all.items[0]!.owner?.email, 'everyone sees the owner').toBe(ANA.email);

    const give = await app(call('ana', `?id=${id}`, { method: 'PATCH', body: { owner: BEN.sub } }));
    expect(((await give.json()) as { item: InboxItem }).item.owner?.email).toBe(BEN.email);
    const release = await app(call('ben', `?id=${id}`, { method: 'PATCH', body: { owner: null } }));
    expect(((await release.json()) as { item: InboxItem }).item.owner).toBeNull();
  });

  it('refuses an owner off the staff list in words (409) and a malformed one (400), changing nothing', async () => {
    const app = handler();
    const id = await received('Lead', 10, { owner: ANA.sub });
    const offList = await app(
      call('ana', `?id=${id}`, { method: 'PATCH', body: { owner: EVE.sub } }),
    );
    expect(offList.status).toBe(409);
    expect(await offList.json()).toEqual({
      error: ADMIN_MESSAGES.ownerNotStaff,
      code: ADMIN_ERROR_CODES.ownerNotStaff,
    });
    for (const owner of ['me', 42, '', { id: BEN.sub }]) {
      const bad = await app(call('ana', `?id=${id}`, { method: 'PATCH', body: { owner } }));
      expect(bad.status, JSON.stringify(owner)).toBe(400);
    }
    const { rows } = await db.query<{ owner_id: string }>(
      'select owner_id from public.contact_submissions where id = $1',
      [id],
    );
    expect(rows[0]!.owner_id).toBe(ANA.sub);
  });

  it('answers 403 to someone off the staff list who tries to take a submission', async () => {
    const app = handler();
    const id = await received('Lead', 10);
    const response = await app(
      call('eve', `?id=${id}`, { method: 'PATCH', body: { owner: EVE.sub } }),
    );
    expect(response.status).toBe(403);
    const { rows } = await db.query<{ owner_id: string | null }>(
      'select owner_id from public.contact_submissions where id = $1',
      [id],
    );
    expect(rows[0]!.owner_id).toBeNull();
  });
});
