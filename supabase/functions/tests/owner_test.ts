/**
 * Owners on the Deno host: the admin app with the function's own PostgREST inbox (a recording fetch stands in for the
 * project). What it asks the database for "mine", its count and the staff list, how it names each row's owner, and
 * how it words an owner the database refuses.
 */
import { createClient } from '@supabase/supabase-js';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '../_shared/admin-handler.ts';
import { createAdminApp } from '../admin-submissions/app.ts';
import {
  createSupabaseCallerInbox,
  inviteStaffAsService,
} from '../admin-submissions/supabase-inbox.ts';
import { check, checkEqual } from './check.ts';
import { inboxRow } from './inbox-rows.ts';

const ANA = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b2';
const SUBMISSION = '00000000-0000-4000-8000-000000000001';

const ROW = inboxRow({ owner_id: ANA });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function appWith(
  answer: (call: Call) => Response | null,
  inviteStaff?: (
    email: string,
    redirectTo: string | null,
  ) => Promise<{ kind: 'invited'; userId: string }>,
) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call = {
      method: request.method,
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    const reply = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname.endsWith('/staff_access')) return reply('staff');
    if (url.pathname.endsWith('/inbox_counts'))
      return reply({ new: 2, handled: 0, spam: 0, failed: 0, all: 2, capped: false });
    if (url.pathname.endsWith('/inbox_mine_count')) return reply({ count: 1000, capped: true });
    if (url.pathname.endsWith('/inbox_overdue')) return reply({ count: 0, capped: false });
    if (url.pathname.endsWith('/inbox_staff'))
      return reply([
        { user_id: ANA, email: 'ana@agency.example', role: 'owner' },
        { user_id: BEN, email: 'ben@agency.example', role: 'member' },
      ]);
    if (request.method === 'PATCH')
      return reply({ ...ROW, owner_id: (call.body as { owner_id: string }).owner_id });
    return reply(request.headers.get('accept')?.includes('vnd.pgrst.object') ? ROW : [ROW]);
  };
  const client = createClient('https://abc.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchStub },
  });
  const app = createAdminApp({
    verifyAccessToken: async () => ({ sub: ANA, role: 'authenticated', session_id: 's' }),
    inboxAs: () => createSupabaseCallerInbox(client),
    retryNotification: async () => ({ kind: 'not-found' }),
    inviteStaff,
  });
  const request = (query: string, init: { method?: string; body?: unknown } = {}) =>
    app.fetch(
      new Request(`http://localhost/admin-submissions${query}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: 'Bearer token',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  return { request, calls };
}

Deno.test(
  'the mine view asks inbox_list for "mine", counts it with inbox_mine_count and names each owner',
  async () => {
    const { request, calls } = appWith(() => null);
    const response = await request('?view=mine');
    checkEqual(response.status, 200, 'status');
    const page = (await response.json()) as {
      items: { name: string; owner: { id: string; email: string; role: string } | null }[];
      counts: Record<string, number>;
      mineCapped: boolean;
      staff: { id: string; email: string }[];
    };
    checkEqual(
      page.items.map((item) => [item.name, item.owner]),
      [['Lead', { id: ANA, email: 'ana@agency.example', role: 'owner' }]],
      'owner named',
    );
    checkEqual(page.counts.mine, 1000, 'mine counted');
    checkEqual(page.mineCapped, true, 'past 1 000 it says so');
    checkEqual(page.staff.length, 2, 'staff list');
    const list = calls.find((call) => call.path === '/rest/v1/rpc/inbox_list');
    checkEqual((list?.body as { p_view: string }).p_view, 'mine', 'view');
    check(
      calls.some((call) => call.path === '/rest/v1/rpc/inbox_mine_count'),
      'inbox_mine_count called',
    );
  },
);

Deno.test(
  'the CSV export names each owner by address in its Owner column, empty when nobody owns it',
  async () => {
    const unowned = { ...ROW, id: '00000000-0000-4000-8000-000000000002', owner_id: null };
    const { request, calls } = appWith((call) =>
      call.path === '/rest/v1/rpc/inbox_list'
        ? new Response(JSON.stringify([ROW, unowned]), {
            headers: { 'Content-Type': 'application/json' },
          })
        : null,
    );
    const response = await request('?view=all&format=csv');
    checkEqual(response.status, 200, 'status');
    const [header, owned, nobody] = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    checkEqual(
      header,
      'Received,Name,E-mail,Message,Status,Read,Handled,Owner,Staff note,Source,ID',
      'header',
    );
    checkEqual(owned?.split(',')[7], 'ana@agency.example', 'the owner by address');
    checkEqual(nobody?.split(',')[7], '', 'nobody: empty');
    checkEqual(
      calls.filter((call) => call.path === '/rest/v1/rpc/inbox_staff').length,
      1,
      'the staff list read once',
    );
  },
);

Deno.test('taking a submission writes owner_id as the caller, through PostgREST', async () => {
  const { request, calls } = appWith(() => null);
  const response = await request(`?id=${SUBMISSION}`, { method: 'PATCH', body: { owner: BEN } });
  checkEqual(response.status, 200, 'status');
  const { item } = (await response.json()) as { item: { owner: { email: string } | null } };
  checkEqual(item.owner?.email, 'ben@agency.example', 'new owner named');
  const patch = calls.find((call) => call.method === 'PATCH');
  checkEqual(patch?.path, '/rest/v1/contact_submissions', 'table');
  checkEqual(patch?.body, { owner_id: BEN }, 'only the owner changes');
});

Deno.test(
  'an owner off the staff list is a worded 409; a malformed one a 400 that asks nothing',
  async () => {
    const { request, calls } = appWith((call) =>
      call.method === 'PATCH'
        ? new Response(
            JSON.stringify({
              code: '23503',
              message:
                'insert or update on table "contact_submissions" violates foreign key constraint',
              details: null,
              hint: null,
            }),
            { status: 409, headers: { 'Content-Type': 'application/json' } },
          )
        : null,
    );
    const refused = await request(`?id=${SUBMISSION}`, { method: 'PATCH', body: { owner: BEN } });
    checkEqual(refused.status, 409, 'status');
    checkEqual(
      await refused.json(),
      { error: ADMIN_MESSAGES.ownerNotStaff, code: ADMIN_ERROR_CODES.ownerNotStaff },
      'worded',
    );
    const before = calls.length;
    const bad = await request(`?id=${SUBMISSION}`, { method: 'PATCH', body: { owner: 'me' } });
    checkEqual(bad.status, 400, 'malformed owner');
    checkEqual(
      calls.slice(before).some((call) => call.method === 'PATCH'),
      false,
      'nothing written',
    );
  },
);

const reply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

Deno.test(
  'a member is refused invitations and removals with a worded 403; nothing is asked of Auth',
  async () => {
    const invited: string[] = [];
    const { request, calls } = appWith(
      (call) => (call.path.endsWith('/is_staff_owner') ? reply(false) : null),
      async (email) => {
        invited.push(email);
        return { kind: 'invited', userId: BEN };
      },
    );
    const invite = await request('?action=invite', {
      method: 'POST',
      body: { email: 'new@agency.example' },
    });
    checkEqual(invite.status, 403, 'invite');
    checkEqual(
      await invite.json(),
      { error: ADMIN_MESSAGES.ownerOnly, code: ADMIN_ERROR_CODES.ownerOnly },
      'worded',
    );
    checkEqual((await request(`?staff=${BEN}`, { method: 'DELETE' })).status, 403, 'remove');
    checkEqual(invited, [], 'no invitation');
    check(!calls.some((call) => call.path.endsWith('/remove_staff')), 'no removal asked');
  },
);

Deno.test(
  'an owner removes through remove_staff and invites through the service deps',
  async () => {
    const invited: string[] = [];
    const { request, calls } = appWith(
      (call) =>
        call.path.endsWith('/is_staff_owner')
          ? reply(true)
          : call.path.endsWith('/remove_staff')
            ? reply('removed')
            : null,
      async (email) => {
        invited.push(email);
        return { kind: 'invited', userId: BEN };
      },
    );
    checkEqual((await request(`?staff=${BEN}`, { method: 'DELETE' })).status, 200, 'removed');
    checkEqual(
      calls.find((call) => call.path === '/rest/v1/rpc/remove_staff')?.body,
      { p_user_id: BEN },
      'remove_staff argument',
    );
    const invite = await request('?action=invite', {
      method: 'POST',
      body: { email: 'New@Agency.example' },
    });
    checkEqual(invite.status, 200, 'invited');
    checkEqual(invited, ['new@agency.example'], 'invited address');
  },
);

Deno.test(
  'the hosted invitation asks Auth to e-mail the link, or takes the existing account, then adds it as a member',
  async () => {
    for (const exists of [false, true]) {
      const calls: Call[] = [];
      const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        const text = await request.text();
        calls.push({
          method: request.method,
          path: `${url.pathname}${url.search}`,
          body: text ? JSON.parse(text) : null,
        });
        if (url.pathname === '/auth/v1/invite')
          return exists
            ? reply(
                { code: 'email_exists', error_code: 'email_exists', msg: 'already registered' },
                422,
              )
            : reply({ id: BEN, email: 'ben@agency.example', aud: 'authenticated' });
        if (url.pathname.endsWith('/staff_account_id')) return reply(BEN);
        return reply(null);
      };
      const service = createClient('https://abc.supabase.co', 'service-key', {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: fetchStub },
      });
      const outcome = await inviteStaffAsService(
        service,
        'ben@agency.example',
        'https://www.example.com/admin',
      );
      checkEqual(outcome, { kind: exists ? 'added' : 'invited', userId: BEN }, 'outcome');
      const invite = calls.find((call) => call.path.startsWith('/auth/v1/invite'))!;
      checkEqual(
        invite.path,
        `/auth/v1/invite?redirect_to=${encodeURIComponent('https://www.example.com/admin')}`,
        'redirect',
      );
      checkEqual((invite.body as { email: string }).email, 'ben@agency.example', 'address');
      checkEqual(
        calls.at(-1),
        { method: 'POST', path: '/rest/v1/rpc/add_staff', body: { p_user_id: BEN } },
        'added as staff',
      );
    }
  },
);
