/**
 * Owners of the inbox on the real migrations and through the admin function on PGlite: an owner invites colleagues
 * and takes them off the staff list; a member, and anyone off the list, is refused in words and changes nothing. The
 * role lives on the allow-list, never in what the account says of itself.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  type AdminHandlerDeps,
} from '../functions/_shared/admin-handler.ts';
import { createPgliteAdminDeps } from '../pglite/admin-deps.ts';
import { asRole, openLocalDatabase } from '../pglite/database.ts';
import { createAdminSubmissionsHandler } from '../testing/function-apps.ts';
import { addAccount, asAccount, sessionOf } from './staff-database.ts';

const OWEN = { sub: '00000000-0000-4000-8000-00000000000a', email: 'owen@agency.example' };
const MAY = { sub: '00000000-0000-4000-8000-00000000000b', email: 'may@agency.example' };
/** Signed in, off the list, and claiming to be an owner in the metadata the account controls. */
const EVE = { sub: '00000000-0000-4000-8000-00000000000e', email: 'eve@agency.example' };
let db: PGlite;
const as = (account: { sub: string }) =>
  asAccount(db, account, { user_metadata: { role: 'owner' } });

async function onList(): Promise<{ user_id: string; role: string }[]> {
  return (
    await db.query<{ user_id: string; role: string }>(
      'select user_id, role from public.staff order by user_id',
    )
  ).rows;
}

beforeAll(async () => {
  db = await openLocalDatabase();
  for (const account of [OWEN, MAY, EVE])
    await addAccount(db, account, { metadata: { role: 'owner' } });
});
afterAll(async () => {
  await db?.close();
});
beforeEach(async () => {
  await db.query('delete from public.contact_submissions');
  await db.query('delete from public.staff');
  await db.query(`insert into public.staff (user_id, role) values ($1, 'owner'), ($2, 'member')`, [
    OWEN.sub,
    MAY.sub,
  ]);
});

describe('roles in the database', () => {
  it('an owner takes a colleague off the list; their submissions stay, owned by nobody', async () => {
    const { rows } = await asRole(db, 'service_role', (tx) =>
      tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, message, status, owner_id)
         values ('Lead', 'v@example.com', 'An enquiry about a website.', 'new', $1) returning id`,
        [MAY.sub],
      ),
    );
    expect(
      await as(OWEN)(
        async (tx) =>
          (await tx.query<{ r: string }>('select public.remove_staff($1) as r', [MAY.sub])).rows[0]!
            .r,
      ),
    ).toBe('removed');
    expect(await onList()).toEqual([{ user_id: OWEN.sub, role: 'owner' }]);
    const owned = await db.query<{ owner_id: string | null }>(
      'select owner_id from public.contact_submissions where id = $1',
      [rows[0]!.id],
    );
    expect(owned.rows).toEqual([{ owner_id: null }]);
  });

  it('not themselves, and not someone who is not there', async () => {
    const remove = (userId: string) =>
      as(OWEN)(
        async (tx) =>
          (await tx.query<{ r: string }>('select public.remove_staff($1) as r', [userId])).rows[0]!
            .r,
      );
    expect(await remove(OWEN.sub)).toBe('self');
    expect(await remove(EVE.sub)).toBe('not_found');
    expect(await onList()).toHaveLength(2);
  });

  it('a member, or an account off the list whatever its metadata says, may not remove anyone', async () => {
    for (const caller of [MAY, EVE])
      await expect(
        as(caller)((tx) => tx.query('select public.remove_staff($1)', [OWEN.sub])),
      ).rejects.toMatchObject({ code: '42501' });
    expect(await onList()).toHaveLength(2);
    const owner = (account: { sub: string }) =>
      as(account)(
        async (tx) =>
          (await tx.query<{ o: boolean }>('select public.is_staff_owner() as o')).rows[0]!.o,
      );
    expect([await owner(OWEN), await owner(MAY), await owner(EVE)]).toEqual([true, false, false]);
  });

  it('only the service role puts an account on the list, and only as a member', async () => {
    await expect(
      as(OWEN)((tx) => tx.query('select public.add_staff($1)', [EVE.sub])),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(OWEN)((tx) =>
        tx.query(`update public.staff set role = 'owner' where user_id = $1`, [MAY.sub]),
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await asRole(db, 'service_role', (tx) => tx.query('select public.add_staff($1)', [EVE.sub]));
    expect(await onList()).toContainEqual({ user_id: EVE.sub, role: 'member' });
  });
});

describe('roles through the admin function', () => {
  function handler(inviteStaff?: AdminHandlerDeps['inviteStaff']) {
    const tokens: Record<string, { sub: string }> = { owen: OWEN, may: MAY, eve: EVE };
    return createAdminSubmissionsHandler(
      createPgliteAdminDeps(db, {
        verifyAccessToken: async (token) => {
          const account = tokens[token];
          return account
            ? { sub: account.sub, role: 'authenticated', session_id: sessionOf(account) }
            : null;
        },
        notification: null,
        inviteStaff,
      }),
    );
  }
  const call = (
    token: string,
    query: string,
    init: { method?: string; body?: unknown; origin?: string } = {},
  ) =>
    new Request(`http://localhost/functions/v1/admin-submissions${query}`, {
      method: init.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.origin ? { Origin: init.origin } : {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const ownerOnly = { error: ADMIN_MESSAGES.ownerOnly, code: ADMIN_ERROR_CODES.ownerOnly };

  it('lists the staff with their roles for any member', async () => {
    const response = await handler()(call('may', '?staff=list'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      staff: [
        { id: MAY.sub, email: MAY.email, role: 'member' },
        { id: OWEN.sub, email: OWEN.email, role: 'owner' },
      ],
    });
    expect((await handler()(call('eve', '?staff=list'))).status).toBe(403);
  });

  it('refuses a member an invitation or a removal with 403 in words, changing nothing', async () => {
    const invited: string[] = [];
    const app = handler(async (email) => {
      invited.push(email);
      return { kind: 'invited', userId: EVE.sub };
    });
    const invite = await app(
      call('may', '?action=invite', { method: 'POST', body: { email: 'new@agency.example' } }),
    );
    expect(invite.status).toBe(403);
    expect(await invite.json()).toEqual(ownerOnly);
    const remove = await app(call('may', `?staff=${OWEN.sub}`, { method: 'DELETE' }));
    expect(remove.status).toBe(403);
    expect(await remove.json()).toEqual(ownerOnly);
    expect(invited).toEqual([]);
    expect(await onList()).toHaveLength(2);
  });

  it("lets an owner invite (back to the page's own /admin) and remove, and words what cannot be done", async () => {
    const invited: [string, string | null][] = [];
    const app = handler(async (email, redirectTo) => {
      invited.push([email, redirectTo]);
      await asRole(db, 'service_role', (tx) => tx.query('select public.add_staff($1)', [EVE.sub]));
      return { kind: 'invited', userId: EVE.sub };
    });
    const invite = await app(
      call('owen', '?action=invite', {
        method: 'POST',
        body: { email: ' Eve@Agency.example ' },
        origin: 'http://localhost:4173',
      }),
    );
    expect(invite.status).toBe(200);
    expect(invited).toEqual([['eve@agency.example', 'http://localhost:4173/admin']]);
    expect(((await invite.json()) as { staff: unknown[] }).staff).toHaveLength(3);

    for (const email of ['not an address', '', 42, 'a@b'])
      expect(
        (await app(call('owen', '?action=invite', { method: 'POST', body: { email } }))).status,
        String(email),
      ).toBe(400);

    const self = await app(call('owen', `?staff=${OWEN.sub}`, { method: 'DELETE' }));
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({
      error: ADMIN_MESSAGES.removeSelf,
      code: ADMIN_ERROR_CODES.removeSelf,
    });
    const removed = await app(call('owen', `?staff=${EVE.sub}`, { method: 'DELETE' }));
    expect(removed.status).toBe(200);
    const again = await app(call('owen', `?staff=${EVE.sub}`, { method: 'DELETE' }));
    expect(again.status).toBe(404);
    expect((await app(call('owen', '?staff=nope', { method: 'DELETE' }))).status).toBe(400);

    const noInvites = await handler()(
      call('owen', '?action=invite', { method: 'POST', body: { email: 'x@agency.example' } }),
    );
    expect(noInvites.status).toBe(409);
    expect(await noInvites.json()).toMatchObject({ code: ADMIN_ERROR_CODES.noInvite });
  });
});
