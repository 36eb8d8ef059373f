/**
 * The admin-submissions function on the embedded host, end to end: real tokens from the local sign-in, verified with
 * jose against the host's key set, queries as the caller on PGlite with the real migrations.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole } from '@agency/supabase/pglite';
import { runStaffCommand } from '../src/auth/staff-accounts.ts';
import { rawRequest } from './http-client.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { readOutbox } from '../src/outbox-folder.ts';
import { accessTokenOf } from './sign-in.ts';
import { sendEnquiry } from './enquiry.ts';

const STAFF = { email: 'staff@agency.example', password: 'staff password 1' };
let root: string;
let server: RunningServer;
let staffToken: string;
let userToken: string;
/** What the host printed: its log. */
const printed: string[] = [];

const signIn = (email: string, password: string) => accessTokenOf(server.url, { email, password });

function admin(query: string, token: string | null, init: RequestInit = {}) {
  return fetch(`${server.url}/functions/v1/admin-submissions${query}`, {
    ...init,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-admin-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    staff: STAFF,
    overdueAfterHours: 22,
    print: (line) => printed.push(line),
  });
  const added = await runStaffCommand(server.database, {
    command: 'add',
    email: 'visitor@agency.example',
  });
  const password = /: (\S+)$/.exec(added)?.[1] ?? '';
  await runStaffCommand(server.database, { command: 'remove', email: 'visitor@agency.example' });
  staffToken = await signIn(STAFF.email, STAFF.password);
  userToken = await signIn('visitor@agency.example', password);

  const outcome = await sendEnquiry(server.url, {
    name: 'Inbox Visitor',
    email: 'inbox@example.com',
    message: 'Please build us a shop.\nThanks!',
  });
  expect(outcome).toEqual({ status: 'success' });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('admin-submissions on the embedded host', () => {
  it('answers 401 without a token and with a token signed by someone else', async () => {
    expect((await admin('?view=all', null)).status).toBe(401);
    const [header, payload] = staffToken.split('.');
    expect((await admin('?view=all', `${header}.${payload}.${'A'.repeat(86)}`)).status).toBe(401);
  });

  it('answers 403 to a signed-in account that is not staff', async () => {
    const response = await admin('?view=all', userToken);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'This account has no access to the inbox.',
      code: 'no_access',
    });
  });

  it('lets staff find, open, triage, export, retry and delete', async () => {
    const list = (await (await admin('?view=new&q=shop', staffToken)).json()) as {
      items: { id: string; name: string; excerpt: string }[];
      counts: Record<string, number>;
    };
    expect(list.items.map((item) => [item.name, item.excerpt])).toEqual([
      ['Inbox Visitor', 'Please build us a shop.'],
    ]);
    expect(list.counts).toMatchObject({ new: 1, all: 1 });
    const id = list.items[0]!.id;

    const handled = await admin(`?id=${id}`, staffToken, {
      method: 'PATCH',
      body: JSON.stringify({ read: true, handled: true, note: 'Replied' }),
    });
    expect(handled.status).toBe(200);
    expect(((await handled.json()) as { item: Record<string, unknown> }).item).toMatchObject({
      handled: true,
      read: true,
      staffNote: 'Replied',
    });

    // The staff member takes it: the export names them in its Owner column.
    const me = (
      JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()) as {
        sub: string;
      }
    ).sub;
    expect(
      (
        await admin(`?id=${id}`, staffToken, {
          method: 'PATCH',
          body: JSON.stringify({ owner: me }),
        })
      ).status,
    ).toBe(200);
    const csv = await admin('?view=handled&format=csv', staffToken);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Inbox Visitor,inbox@example.com,"Please build us a shop.\nThanks!"');
    expect(text.split('\r\n')[0]).toContain(',Handled,Owner,Staff note,');
    expect(text).toContain(`,${STAFF.email},Replied,`);

    // A failed notification is sent again through the outbox with the service role. This row's e-mail had reached
    // the outbox (the provider) before it was marked failed, so the retry succeeds under the same idempotency key and
    // the outbox still holds one e-mail for it.
    await asRole(server.database, 'service_role', (tx) =>
      tx.query(
        `update public.contact_submissions set status = 'notify_failed', notify_error = 'down' where id = $1`,
        [id],
      ),
    );
    const retried = await admin(`?id=${id}&action=retry`, staffToken, { method: 'POST' });
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { item: { status: string } }).item.status).toBe('notified');
    // Beside it, the enquirer's acknowledgement: one of each.
    await server.runDeliveries();
    expect(
      (await readOutbox(server.outboxDir))
        .filter((email) => email.submissionId === id)
        .map((email) => email.idempotencyKey.split('/')[0])
        .sort(),
    ).toEqual(['contact-acknowledgement', 'contact-notification']);

    // A non-staff caller cannot delete it; staff can, and it is gone from the database.
    expect((await admin(`?id=${id}`, userToken, { method: 'DELETE' })).status).toBe(403);
    expect((await admin(`?id=${id}`, staffToken, { method: 'DELETE' })).status).toBe(200);
    const { rows } = await asRole(server.database, 'service_role', (tx) =>
      tx.query('select id from public.contact_submissions where id = $1', [id]),
    );
    expect(rows).toEqual([]);
  });

  it('streams an export of every row, and counts a search past 1 000 matches as "at least"', async () => {
    const total = 2_500;
    await server.database.query(
      `insert into public.contact_submissions (name, email, message, status, created_at)
       select 'Bulk ' || g, 'bulk' || g || '@example.com', 'A bulk enquiry about streaming.', 'notified',
              now() - make_interval(secs => 3600 + g)
       from generate_series(1, $1) g`,
      [total],
    );
    try {
      const csv = await rawRequest(
        server.url,
        '/functions/v1/admin-submissions?view=all&q=bulk&format=csv',
        {
          headers: { Authorization: `Bearer ${staffToken}` },
        },
      );
      expect(csv.status).toBe(200);
      expect(csv.headers['content-length']).toBeUndefined();
      expect(csv.headers['transfer-encoding']).toBe('chunked');
      const lines = csv.body.toString('utf8').trimEnd().split('\r\n');
      expect(lines).toHaveLength(total + 1);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(total);

      const everything = await rawRequest(
        server.url,
        '/functions/v1/admin-submissions?view=all&format=csv',
        { headers: { Authorization: `Bearer ${staffToken}` } },
      );
      const { rows: stored } = await server.database.query<{ n: number }>(
        'select count(*)::int as n from public.contact_submissions',
      );
      expect(everything.body.toString('utf8').trimEnd().split('\r\n')).toHaveLength(
        stored[0]!.n + 1,
      );

      const page = (await (await admin('?view=all&q=bulk', staffToken)).json()) as {
        counts: Record<string, number>;
        countsCapped: boolean;
      };
      expect(page).toMatchObject({ countsCapped: true, counts: { all: 1000 } });
    } finally {
      await server.database.query(
        `delete from public.contact_submissions where name like 'Bulk %'`,
      );
    }
  });

  it('finds what the trigram index cannot look up (two letters) window by window, every match', async () => {
    // In chunks, so the in-process insert never holds the host's event loop past its keep-alive timeout (a client
    // reusing a socket the host closed meanwhile gets a reset).
    for (let from = 1; from <= 3000; from += 500) {
      await server.database.query(
        `insert into public.contact_submissions (name, email, message, status, created_at)
         select 'Filler ' || g, 'filler' || g || '@example.com',
                case when g % 1000 = 1 then 'Budget note: Qx.' else 'An ordinary enquiry.' end, 'notified',
                now() - make_interval(secs => 7200 + g)
         from generate_series($1::int, $1::int + 499) g`,
        [from],
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    try {
      type Page = {
        items: { name: string }[];
        counts: Record<string, number>;
        countsCapped: boolean;
        nextCursor: string | null;
        searchedBackTo: string | null;
      };
      // On a busy machine a run may stop early: the page then says how far back it looked, and the cursor goes on.
      const names: string[] = [];
      let page = (await (await admin('?view=all&q=qx', staffToken)).json()) as Page;
      const first = page;
      for (;;) {
        names.push(...page.items.map((item) => item.name));
        if (page.nextCursor === null) break;
        expect(page.searchedBackTo).not.toBeNull();
        page = (await (
          await admin(`?view=all&q=qx&cursor=${page.nextCursor}`, staffToken)
        ).json()) as Page;
      }
      expect(names).toEqual(['Filler 1', 'Filler 1001', 'Filler 2001']);
      expect(page.searchedBackTo).toBeNull();
      if (first.countsCapped) expect(first.counts.all).toBeLessThanOrEqual(3);
      else expect(first.counts.all).toBe(3);
      const csv = await rawRequest(
        server.url,
        '/functions/v1/admin-submissions?view=all&q=qx&format=csv',
        {
          headers: { Authorization: `Bearer ${staffToken}` },
        },
      );
      expect(csv.body.toString('utf8').trimEnd().split('\r\n')).toHaveLength(4);
    } finally {
      await server.database.query(
        `delete from public.contact_submissions where name like 'Filler %'`,
      );
    }
  });

  it('ends access as soon as the account leaves the allow-list, with the same token', async () => {
    await runStaffCommand(server.database, { command: 'add', email: 'leaver@agency.example' });
    const { rows } = await server.database.query<{ id: string }>(
      `select id from auth.users where email = 'leaver@agency.example'`,
    );
    await server.database.query(`update auth.users set encrypted_password = $2 where id = $1`, [
      rows[0]!.id,
      (
        await server.database.query<{ p: string }>(
          `select encrypted_password as p from auth.users where email = $1`,
          [STAFF.email],
        )
      ).rows[0]!.p,
    ]);
    const token = await signIn('leaver@agency.example', STAFF.password);
    expect((await admin('?view=all', token)).status).toBe(200);
    await runStaffCommand(server.database, { command: 'remove', email: 'leaver@agency.example' });
    expect((await admin('?view=all', token)).status).toBe(403);
  });

  it('marks and counts overdue with the threshold the host was started with, oldest first in the waiting view', async () => {
    const enquiry = async (name: string, hours: number) => {
      const outcome = await sendEnquiry(server.url, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        message: 'How long will this wait?',
      });
      expect(outcome).toEqual({ status: 'success' });
      await server.database.query(
        `update public.contact_submissions set created_at = now() - make_interval(hours => $2)
         where name = $1`,
        [name, hours],
      );
    };
    await enquiry('Overdue', 23);
    await enquiry('Nearly', 21);
    const response = await admin('?view=waiting', staffToken);
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      items: { name: string; overdue: boolean }[];
      overdue: unknown;
    };
    expect(page.overdue).toEqual({ count: 1, capped: false, afterHours: 22 });
    expect(page.items.slice(0, 2)).toMatchObject([
      { name: 'Overdue', overdue: true },
      { name: 'Nearly', overdue: false },
    ]);
  });

  it('says in words that a retry failed when the outbox cannot be written, and logs the raw error', async () => {
    const { rows } = await asRole(server.database, 'service_role', (tx) =>
      tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, message, status, notify_error)
         values ('Ines Broken', 'broken@example.com', 'Please call me back.', 'notify_failed', 'down')
         returning id`,
      ),
    );
    const id = rows[0]!.id;
    // Where this submission's e-mails go is a file, not a folder: the outbox's own write fails with a system error.
    await writeFile(join(server.outboxDir, id), 'not a folder');
    printed.length = 0;

    const retried = await admin(`?id=${id}&action=retry`, staffToken, { method: 'POST' });
    expect(retried.status).toBe(502);
    const text = await retried.text();
    expect(text).not.toMatch(/E[A-Z]{3,}:|ENOTDIR|EEXIST|outbox/);
    const body = JSON.parse(text) as { error: string; code: string; item: { notifyError: string } };
    expect(body.code).toBe('retry_failed');
    expect(body.error).toBe(
      'The notification e-mail could not be sent again. It stays marked for retry and will be retried automatically; you can also try again later.',
    );
    expect(body.item.notifyError).toMatch(/^The notification e-mail could not be sent\. /);
    const detail = await (await admin(`?id=${id}`, staffToken)).text();
    expect(detail).not.toMatch(/ENOTDIR|EEXIST|outbox/);
    expect(printed.join('\n')).toMatch(/ENOTDIR|EEXIST/);
  });
});
