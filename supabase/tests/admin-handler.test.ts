/**
 * Behaviour of the admin-submissions handler on the real SQL: the function app on PGlite with the migrations, each
 * query run as the caller, as the local host runs it.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  type AdminHandlerDeps,
  type CallerInbox,
} from '../functions/_shared/admin-handler.ts';
import { NOTIFY_FAILURE_TEXTS, type InboxRow } from '../functions/_shared/inbox.ts';
import type { Mailer } from '../functions/_shared/types.ts';
import { check, checkEqual } from '../functions/tests/check.ts';
import type { Scenario } from '../functions/tests/handler-scenarios.ts';
import { createRecordingMailer } from '../functions/tests/in-memory-deps.ts';
import { inboxRow } from '../functions/tests/inbox-rows.ts';
import { createPgliteAdminDeps } from '../pglite/admin-deps.ts';
import { openLocalDatabase } from '../pglite/database.ts';
import { createAdminSubmissionsHandler } from '../testing/function-apps.ts';

const STAFF_TOKEN = 'staff-token';
const USER_TOKEN = 'user-token';
/** A staff member's token whose session was ended (sign-out, refresh-token reuse) before it expired. */
const ENDED_TOKEN = 'ended-token';
const STAFF = {
  sub: '00000000-0000-4000-8000-00000000aaaa',
  session: '5e55104d-0000-4000-8000-00000000aaaa',
};
const USER = {
  sub: '00000000-0000-4000-8000-00000000cccc',
  session: '5e55104d-0000-4000-8000-00000000cccc',
};
const ENDED_SESSION = '5e55104d-0000-4000-8000-0000000051d2';

let db: PGlite;

beforeAll(async () => {
  db = await openLocalDatabase();
  for (const [account, staff] of [
    [STAFF, true],
    [USER, false],
  ] as const) {
    await db.query(`insert into auth.users (id, email, encrypted_password) values ($1, $2, 'x')`, [
      account.sub,
      `${account.sub.slice(-4)}@agency.example`,
    ]);
    if (staff) await db.query('insert into public.staff (user_id) values ($1)', [account.sub]);
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [
      account.session,
      account.sub,
    ]);
  }
});
afterAll(async () => {
  await db?.close();
});

function row(index: number, values: Partial<InboxRow> = {}): InboxRow {
  // The table's columns: the waited seconds are computed when the inbox reads a row.
  const { waited_seconds: _computed, ...stored } = inboxRow({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    name: `Visitor ${index}`,
    email: `visitor${index}@example.com`,
    message: `Message number ${index}\nSecond line`,
    user_agent: 'Test',
    ...values,
  });
  return stored;
}

/** Every query of the caller's inbox, logged by name. */
function logged(inbox: CallerInbox, log: (method: string) => void): CallerInbox {
  return Object.fromEntries(
    Object.entries(inbox).map(([method, query]) => [
      method,
      (...args: unknown[]) => {
        log(method);
        return (query as (...args: unknown[]) => unknown).apply(inbox, args);
      },
    ]),
  ) as unknown as CallerInbox;
}

/** The table holds exactly `rows`; the handler's deps on it, as the local host builds them. */
async function createAdmin(
  rows: InboxRow[],
  options: { mailer?: Mailer; overdueAfterHours?: number } = {},
) {
  await db.query('delete from public.contact_submissions');
  const columns = Object.keys(row(0)).join(', ');
  await db.query(
    `insert into public.contact_submissions (${columns})
     select ${columns} from jsonb_populate_recordset(null::public.contact_submissions, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
  const mailer = options.mailer ?? createRecordingMailer();
  const calls: { token: string; method: string }[] = [];
  const serviceRoleCalls: string[] = [];
  const claims: Record<string, { sub: string; session: string }> = {
    [STAFF_TOKEN]: STAFF,
    [USER_TOKEN]: USER,
    [ENDED_TOKEN]: { ...STAFF, session: ENDED_SESSION },
  };
  const base = createPgliteAdminDeps(db, {
    verifyAccessToken: async (token) => {
      const account = claims[token];
      return account
        ? { sub: account.sub, role: 'authenticated', session_id: account.session }
        : null;
    },
    notification: {
      mailer,
      addresses: { from: 'Site <site@example.com>', to: 'inbox@example.com' },
    },
    now: () => new Date('2026-02-01T09:00:00.000Z'),
    overdueAfterHours: options.overdueAfterHours,
  });
  const deps: AdminHandlerDeps = {
    ...base,
    inboxAs: (caller, token) =>
      logged(base.inboxAs(caller, token), (method) => calls.push({ token, method })),
    retryNotification(id) {
      serviceRoleCalls.push(id);
      return base.retryNotification(id);
    },
  };
  const stored = async () =>
    (await db.query<InboxRow>('select * from public.contact_submissions order by created_at, id'))
      .rows;
  return { deps, rows: stored, calls, serviceRoleCalls, mailer };
}

const URL_BASE = 'http://localhost/functions/v1/admin-submissions';

function call(
  path: string,
  options: {
    method?: string;
    token?: string | null;
    body?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== null) headers.Authorization = `Bearer ${options.token ?? STAFF_TOKEN}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(`${URL_BASE}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
  });
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

function fiveRows() {
  return [
    row(1),
    row(2, { handled_at: '2026-01-02T00:00:00.000Z' }),
    row(3, { status: 'spam' }),
    row(4, { status: 'notify_failed', notify_error: 'provider down' }),
    row(5, { name: 'Grace Hopper', email: 'grace@navy.example', message: 'Compilers\nplease' }),
  ];
}

/** Open, handled and spam submissions that arrived `hours` before the database's now (the clock waiting runs on). */
function waitingRows() {
  const ago = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
  return [
    row(1, { name: 'Fresh', created_at: ago(1) }),
    row(2, { name: 'Nearly late', created_at: ago(19.5) }),
    row(3, { name: 'Late', created_at: ago(21), status: 'notify_failed' }),
    row(4, { name: 'Answered', created_at: ago(40), handled_at: ago(30) }),
    row(5, { name: 'Junk', created_at: ago(50), status: 'spam' }),
    row(6, { name: 'Oldest', created_at: ago(26) }),
  ];
}

type Summary = { name: string; waitedSeconds: number | null; overdue: boolean };

const ADMIN_SCENARIOS: Scenario[] = [
  {
    title:
      'answers 401 without a token, with a malformed header and with a token it cannot verify, touching no data',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      for (const request of [
        call('?view=all', { token: null }),
        call('?view=all', { token: null, headers: { Authorization: 'Basic abc' } }),
        call('?view=all', { token: 'forged' }),
        call('?id=00000000-0000-4000-8000-000000000001', { method: 'DELETE', token: 'forged' }),
      ]) {
        const response = await handler(request);
        checkEqual(response.status, 401, 'status');
        checkEqual(
          await json(response),
          { error: ADMIN_MESSAGES.signInAgain, code: ADMIN_ERROR_CODES.signInAgain },
          'body',
        );
      }
      checkEqual(admin.calls.length, 0, 'queries run');
      checkEqual((await admin.rows()).length, 5, 'rows');
    },
  },
  {
    title:
      'answers 401 (sign in again), not 403, to a staff token whose session has ended, changing nothing',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const id = (await admin.rows())[3]!.id;
      for (const request of [
        call('?view=all', { token: ENDED_TOKEN }),
        call(`?id=${id}`, { token: ENDED_TOKEN }),
        call(`?id=${id}`, { method: 'PATCH', token: ENDED_TOKEN, body: '{"handled":true}' }),
        call('?format=csv&view=all', { token: ENDED_TOKEN }),
        call(`?id=${id}`, { method: 'DELETE', token: ENDED_TOKEN }),
        call(`?id=${id}&action=retry`, { method: 'POST', token: ENDED_TOKEN }),
      ]) {
        const response = await handler(request);
        checkEqual(response.status, 401, 'status');
        checkEqual(
          response.headers.get('www-authenticate'),
          'Bearer error="invalid_token"',
          'challenge',
        );
        checkEqual(
          await json(response),
          { error: ADMIN_MESSAGES.signInAgain, code: ADMIN_ERROR_CODES.signInAgain },
          'body',
        );
      }
      checkEqual((await admin.rows()).length, 5, 'rows');
      checkEqual((await admin.rows())[3]!.handled_at, null, 'handled_at');
      checkEqual(admin.serviceRoleCalls.length, 0, 'service role used');
    },
  },
  {
    title:
      'answers 403 to a signed-in user who is not staff, for reads, changes, deletes and retries',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const id = (await admin.rows())[3]!.id;
      for (const request of [
        call('?view=all', { token: USER_TOKEN }),
        call(`?id=${id}`, { method: 'PATCH', token: USER_TOKEN, body: '{"handled":true}' }),
        call(`?id=${id}`, { method: 'DELETE', token: USER_TOKEN }),
        call(`?id=${id}&action=retry`, { method: 'POST', token: USER_TOKEN }),
      ]) {
        const response = await handler(request);
        checkEqual(response.status, 403, 'status');
        checkEqual(
          await json(response),
          { error: ADMIN_MESSAGES.noAccess, code: ADMIN_ERROR_CODES.noAccess },
          'body',
        );
      }
      checkEqual((await admin.rows()).length, 5, 'rows');
      checkEqual(admin.serviceRoleCalls.length, 0, 'service role used');
    },
  },
  {
    title: 'lists newest first in keyset pages with the count of every view',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const first = await json(await handler(call('?view=all&limit=2')));
      const names = (page: Record<string, unknown>) =>
        (page.items as { name: string }[]).map((item) => item.name);
      checkEqual(names(first), ['Grace Hopper', 'Visitor 4'], 'first page');
      expect(first.counts, 'counts').toEqual({
        new: 3,
        waiting: 3,
        mine: 0,
        handled: 1,
        spam: 1,
        failed: 1,
        all: 5,
      });
      check(typeof first.nextCursor === 'string', 'next cursor');
      const second = await json(
        await handler(call(`?view=all&limit=2&cursor=${first.nextCursor}`)),
      );
      checkEqual(names(second), ['Visitor 3', 'Visitor 2'], 'second page');
      const third = await json(
        await handler(call(`?view=all&limit=2&cursor=${second.nextCursor}`)),
      );
      checkEqual(names(third), ['Visitor 1'], 'third page');
      checkEqual(third.nextCursor, null, 'no more pages');
      const summary = (first.items as Record<string, unknown>[])[0]!;
      checkEqual(summary.excerpt, 'Compilers', 'excerpt is the first line');
      check(!('message' in summary), 'the list carries no full message');
    },
  },
  {
    title: 'filters by view and searches name, e-mail and message case-insensitively',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(fiveRows())).deps);
      const names = async (query: string) =>
        ((await json(await handler(call(query)))).items as { name: string }[]).map(
          (item) => item.name,
        );
      checkEqual(await names('?view=new'), ['Grace Hopper', 'Visitor 4', 'Visitor 1'], 'new');
      checkEqual(await names('?view=handled'), ['Visitor 2'], 'handled');
      checkEqual(await names('?view=spam'), ['Visitor 3'], 'spam');
      checkEqual(await names('?view=failed'), ['Visitor 4'], 'failed');
      checkEqual(await names('?view=all&q=GRACE'), ['Grace Hopper'], 'by name');
      checkEqual(await names('?view=all&q=navy.example'), ['Grace Hopper'], 'by e-mail');
      checkEqual(await names('?view=all&q=compilers'), ['Grace Hopper'], 'by message');
      const counts = (await json(await handler(call('?view=all&q=visitor')))).counts;
      expect(counts, 'counts follow the search').toEqual({
        new: 2,
        waiting: 2,
        mine: 0,
        handled: 1,
        spam: 1,
        failed: 1,
        all: 4,
      });
    },
  },
  {
    title: 'answers 400 to a bad view, cursor, limit, id or search and 405 to other methods',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(fiveRows())).deps);
      for (const query of [
        '?view=trash',
        '?cursor=nope',
        '?limit=0',
        '?limit=101',
        '?limit=2.5',
        '?id=1',
        `?q=${'x'.repeat(201)}`,
        '?q=%00',
      ])
        checkEqual((await handler(call(query))).status, 400, query);
      checkEqual(
        (await handler(call('', { method: 'PATCH', body: '{}' }))).status,
        400,
        'PATCH without id',
      );
      checkEqual(
        (await handler(call('?id=00000000-0000-4000-8000-000000000001', { method: 'PUT' }))).status,
        405,
        'PUT',
      );
    },
  },
  {
    title: 'opens one submission with its full message, and 404s one that is gone',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(fiveRows())).deps);
      const found = await json(await handler(call('?id=00000000-0000-4000-8000-000000000005')));
      checkEqual((found.item as Record<string, unknown>).message, 'Compilers\nplease', 'message');
      const missing = await handler(call('?id=00000000-0000-4000-8000-000000000099'));
      checkEqual(missing.status, 404, 'status');
      checkEqual(
        await json(missing),
        { error: ADMIN_MESSAGES.notFound, code: ADMIN_ERROR_CODES.notFound },
        'body',
      );
    },
  },
  {
    title:
      'marks read, handled, spam and not spam, and keeps a note; rejects unknown fields and bad types',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const id = '00000000-0000-4000-8000-000000000001';
      const patch = (body: string) => handler(call(`?id=${id}`, { method: 'PATCH', body }));
      const item = async (body: string) =>
        (await json(await patch(body))).item as Record<string, unknown>;
      checkEqual((await item('{"read":true}')).readAt, '2026-02-01T09:00:00.000Z', 'read');
      checkEqual((await item('{"handled":true,"note":"Called back"}')).handled, true, 'handled');
      checkEqual(
        (await admin.rows()).find((candidate) => candidate.id === id)!.staff_note,
        'Called back',
        'note',
      );
      checkEqual((await item('{"handled":false}')).handled, false, 'reopened');
      checkEqual((await item('{"spam":true}')).status, 'spam', 'spam');
      checkEqual((await item('{"spam":false}')).status, 'new', 'not spam');
      checkEqual((await item('{"note":"  "}')).staffNote, null, 'blank note clears');
      for (const body of [
        '{"name":"x"}',
        '{"handled":"yes"}',
        '{"note":5}',
        '[]',
        'not json',
        `{"note":"${'n'.repeat(2001)}"}`,
        '{}',
      ])
        checkEqual((await patch(body)).status, 400, body);
      // The database refuses a status staff may not set: here 'new' for a row whose notification failed.
      const failed = '00000000-0000-4000-8000-000000000004';
      checkEqual(
        (await handler(call(`?id=${failed}`, { method: 'PATCH', body: '{"spam":false}' }))).status,
        409,
        'not spam on a row that is not spam',
      );
    },
  },
  {
    title: 'deletes a submission for good; a second delete is 404',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const id = '00000000-0000-4000-8000-000000000002';
      const response = await handler(call(`?id=${id}`, { method: 'DELETE' }));
      checkEqual(response.status, 200, 'status');
      checkEqual(await json(response), { deleted: id }, 'body');
      checkEqual((await admin.rows()).map((candidate) => candidate.id).includes(id), false, 'gone');
      checkEqual((await handler(call(`?id=${id}`, { method: 'DELETE' }))).status, 404, 'again');
    },
  },
  {
    title: 'answers 400, not 500, to a cursor holding a date Postgres cannot store',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(fiveRows())).deps);
      const id = '00000000-0000-4000-8000-000000000001';
      const cursorOf = (createdAt: string) =>
        btoa(JSON.stringify([createdAt, id]))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      for (const createdAt of [
        '0000-01-01T00:00:00.000Z',
        '-000001-01-01T00:00:00.000Z',
        '+010000-01-01T00:00:00.000Z',
        '+275760-09-13T00:00:00.000Z',
        '2026-02-30T00:00:00.000Z',
        '2026-01-01',
      ])
        checkEqual(
          (await handler(call(`?view=all&cursor=${cursorOf(createdAt)}`))).status,
          400,
          createdAt,
        );
      checkEqual(
        (await handler(call(`?view=all&cursor=${cursorOf('2026-01-01T00:03:00.000Z')}`))).status,
        200,
        'a real row date',
      );
    },
  },
  {
    title:
      'exports every row of the view, reading the table a page at a time as the client takes the file',
    async run() {
      const total = 10_250;
      const rows = Array.from({ length: total }, (_, index) => row(index + 1));
      const admin = await createAdmin(rows);
      const handler = createAdminSubmissionsHandler(admin.deps);
      const listCalls = () => admin.calls.filter((entry) => entry.method === 'list').length;
      const response = await handler(call('?view=all&format=csv'));
      checkEqual(response.status, 200, 'status');
      check(listCalls() <= 2, `pages read before the client reads: ${listCalls()}`);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let chunk = await reader.read();
      check(listCalls() <= 3, `pages read after the first chunk: ${listCalls()}`);
      let text = '';
      for (; !chunk.done; chunk = await reader.read())
        text += decoder.decode(chunk.value, { stream: true });
      checkEqual(new Set(text.match(/00000000-0000-4000-8000-\d{12}/g)).size, total, 'rows');
      checkEqual(
        listCalls(),
        Math.ceil(total / 1000) + (total % 1000 === 0 ? 1 : 0),
        'pages read in all',
      );
    },
  },
  {
    title:
      'tells the host about an erasure once the row is gone, and still answers 200 when its cleanup fails',
    async run() {
      const admin = await createAdmin(fiveRows());
      const erased: string[] = [];
      const handler = createAdminSubmissionsHandler({
        ...admin.deps,
        onErased: async (id) => {
          erased.push(id);
          throw new Error('disk full');
        },
      });
      const id = '00000000-0000-4000-8000-000000000003';
      checkEqual((await handler(call(`?id=${id}`, { method: 'DELETE' }))).status, 200, 'status');
      checkEqual((await handler(call(`?id=${id}`, { method: 'DELETE' }))).status, 404, 'again');
      checkEqual(erased, [id], 'hook calls');
    },
  },
  {
    title:
      'exports the view as CSV: BOM, RFC 4180 quoting, CRLF, formulas neutralised, each owner by address',
    async run() {
      const rows = [
        row(1, {
          name: '=HYPERLINK("http://evil")',
          message: 'He said "hi", then left\nNew line',
          staff_note: '+1 call',
          owner_id: STAFF.sub,
        }),
        row(2, {
          name: '@SUM(A1)',
          email: 'minus@example.com',
          message: '-2 things to discuss',
          status: 'spam',
        }),
      ];
      const handler = createAdminSubmissionsHandler((await createAdmin(rows)).deps);
      const response = await handler(call('?view=all&format=csv'));
      checkEqual(response.status, 200, 'status');
      checkEqual(response.headers.get('content-type'), 'text/csv; charset=utf-8', 'type');
      checkEqual(
        response.headers.get('content-disposition'),
        'attachment; filename="submissions-all-2026-02-01.csv"',
        'file name',
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      checkEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 BOM');
      const text = new TextDecoder().decode(bytes.slice(3));
      const lines = text.split('\r\n');
      checkEqual(
        lines[0],
        'Received,Name,E-mail,Message,Status,Read,Handled,Owner,Staff note,Source,ID',
        'header',
      );
      check(
        lines[1]!.startsWith(
          `2026-01-01T00:02:00.000Z,'@SUM(A1),minus@example.com,'-2 things to discuss,spam,,,,,website,`,
        ),
        `nobody owns it: an empty Owner; ${lines[1]!}`,
      );
      check(
        text.includes(
          `"'=HYPERLINK(""http://evil"")",visitor1@example.com,"He said ""hi"", then left\nNew line",new,,,aaaa@agency.example,'+1 call,`,
        ),
        'quoted and neutralised row, with its owner',
      );
      check(text.endsWith('\r\n'), 'ends with CRLF');
      const spamOnly = await (await handler(call('?view=spam&format=csv'))).text();
      checkEqual(spamOnly.trim().split('\r\n').length, 2, 'the current view only');
    },
  },
  {
    title:
      'retries a failed notification with the service role only after the staff check, and says when it cannot',
    async run() {
      const admin = await createAdmin(fiveRows());
      const handler = createAdminSubmissionsHandler(admin.deps);
      const failedId = '00000000-0000-4000-8000-000000000004';
      const response = await handler(call(`?id=${failedId}&action=retry`, { method: 'POST' }));
      checkEqual(response.status, 200, 'status');
      checkEqual(
        ((await json(response)).item as Record<string, unknown>).status,
        'notified',
        'status after',
      );
      checkEqual((admin.mailer as ReturnType<typeof createRecordingMailer>).sent.length, 1, 'sent');
      const again = await handler(call(`?id=${failedId}&action=retry`, { method: 'POST' }));
      checkEqual(again.status, 409, 'nothing left to retry');
      checkEqual(
        await json(again),
        { error: ADMIN_MESSAGES.notFailed, code: ADMIN_ERROR_CODES.notFailed },
        'body',
      );

      const failing = await createAdmin(fiveRows(), {
        mailer: createRecordingMailer({ fail: true }),
      });
      const failed = await createAdminSubmissionsHandler(failing.deps)(
        call(`?id=${failedId}&action=retry`, { method: 'POST' }),
      );
      checkEqual(failed.status, 502, 'provider still down');
      const body = await json(failed);
      checkEqual(body.error, ADMIN_MESSAGES.retryFailed, 'message');
      checkEqual(body.code, 'retry_failed', 'code');
      checkEqual(
        (body.item as Record<string, unknown>).notifyError,
        NOTIFY_FAILURE_TEXTS.other,
        'kept for retry, in words',
      );
      checkEqual(
        (await failing.rows()).find((stored) => stored.id === failedId)?.notify_error,
        'provider down',
        'the raw detail stays on the row',
      );
    },
  },
];

/** A logger that keeps what it was told, to show the raw detail went there. */
function recordingLogger() {
  const lines: string[] = [];
  const line = (message: string, data?: Record<string, unknown>) =>
    lines.push(`${message} ${JSON.stringify(data ?? {})}`);
  return { lines, logger: { info: line, warn: line, error: line } };
}

const EISDIR = "EISDIR: illegal operation on a directory, open '/data/outbox.jsonl'";

const ERROR_SCENARIOS: Scenario[] = [
  {
    title: 'a mailer that throws EISDIR: staff read what happened and what to do, never the error',
    async run() {
      const eisdir: Mailer = {
        send: () => Promise.reject(new Error(EISDIR)),
      };
      const admin = await createAdmin(fiveRows(), { mailer: eisdir });
      const handler = createAdminSubmissionsHandler(admin.deps);
      const failedId = '00000000-0000-4000-8000-000000000004';
      const response = await handler(call(`?id=${failedId}&action=retry`, { method: 'POST' }));
      checkEqual(response.status, 502, 'status');
      const text = await response.text();
      check(!text.includes('EISDIR') && !text.includes('outbox.jsonl'), text);
      const body = JSON.parse(text) as Record<string, unknown>;
      checkEqual(body.error, ADMIN_MESSAGES.retryFailed, 'message');
      checkEqual(body.code, 'retry_failed', 'code');
      checkEqual(
        (body.item as Record<string, unknown>).notifyError,
        NOTIFY_FAILURE_TEXTS.other,
        'detail, in words',
      );
      const detail = await (await handler(call(`?id=${failedId}`))).text();
      check(!detail.includes('EISDIR'), detail);
      check(detail.includes(NOTIFY_FAILURE_TEXTS.other), detail);
      checkEqual(
        (await admin.rows()).find((stored) => stored.id === failedId)?.notify_error,
        EISDIR,
        'the raw detail is kept for the log, on the row',
      );
    },
  },
  {
    title:
      'a mailer that does not answer is worded as such; one the provider refuses says to check settings',
    async run() {
      for (const [raw, worded] of [
        ['Resend did not answer within 10000 ms', NOTIFY_FAILURE_TEXTS.unreachable],
        ['Resend answered 403: {"message":"API key is invalid"}', NOTIFY_FAILURE_TEXTS.refused],
      ] as const) {
        const admin = await createAdmin(fiveRows(), {
          mailer: { send: () => Promise.reject(new Error(raw)) },
        });
        const failedId = '00000000-0000-4000-8000-000000000004';
        const text = await (
          await createAdminSubmissionsHandler(admin.deps)(
            call(`?id=${failedId}&action=retry`, { method: 'POST' }),
          )
        ).text();
        check(!text.includes(raw) && !text.includes('Resend'), text);
        checkEqual(
          (JSON.parse(text) as { item: Record<string, unknown> }).item.notifyError,
          worded,
          raw,
        );
      }
    },
  },
  {
    title: 'a database error is a worded 500 with a code; the raw error goes to the log',
    async run() {
      const admin = await createAdmin(fiveRows());
      const { lines, logger } = recordingLogger();
      const raw = 'relation public.contact_submissions does not exist';
      const broken: AdminHandlerDeps = {
        ...admin.deps,
        logger,
        inboxAs: (claims, token) => {
          const inbox = admin.deps.inboxAs(claims, token);
          // Every query fails as a broken database would, once the caller is known to be staff.
          return new Proxy(inbox, {
            get: (target, key) =>
              key === 'access' ? () => target.access() : () => Promise.reject(new Error(raw)),
          });
        },
      };
      const handler = createAdminSubmissionsHandler(broken);
      const id = '00000000-0000-4000-8000-000000000001';
      for (const request of [
        call(''),
        call(`?id=${id}`),
        call('?format=csv'),
        call(`?id=${id}`, { method: 'DELETE' }),
        call(`?id=${id}`, { method: 'PATCH', body: JSON.stringify({ handled: true }) }),
      ]) {
        const response = await handler(request);
        checkEqual(response.status, 500, `${request.method} ${request.url}`);
        const text = await response.text();
        check(!text.includes(raw), text);
        checkEqual(
          JSON.parse(text),
          { error: ADMIN_MESSAGES.serverError, code: ADMIN_ERROR_CODES.serverError },
          'body',
        );
      }
      check(
        lines.some((line) => line.includes(raw)),
        lines.join('\n'),
      );
    },
  },
  {
    title: 'bad input stays a worded 400 with its code, never a 500',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(fiveRows())).deps);
      for (const path of ['?view=nope', '?id=not-a-uuid', '?cursor=%%%', '?limit=0']) {
        const response = await handler(call(path));
        checkEqual(response.status, 400, path);
        checkEqual(
          await json(response),
          { error: ADMIN_MESSAGES.badRequest, code: ADMIN_ERROR_CODES.badRequest },
          path,
        );
      }
    },
  },
];

const WAITING_SCENARIOS: Scenario[] = [
  {
    title:
      'shows how long each open submission has waited, marks and counts those past 20 h, and lists them oldest first',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(waitingRows())).deps);
      const page = await json(await handler(call('?view=waiting&limit=2')));
      const items = page.items as Summary[];
      checkEqual(
        items.map((item) => [item.name, item.overdue]),
        [
          ['Oldest', true],
          ['Late', true],
        ],
        'oldest first',
      );
      check(
        Math.abs(items[0]!.waitedSeconds! - 26 * 3600) < 60,
        `waited ${items[0]!.waitedSeconds}`,
      );
      checkEqual(page.overdue, { count: 2, capped: false, afterHours: 20 }, 'overdue count');
      expect(page.counts, 'waiting holds the new view').toMatchObject({ new: 4, waiting: 4 });
      const rest = await json(
        await handler(call(`?view=waiting&limit=2&cursor=${String(page.nextCursor)}`)),
      );
      checkEqual(
        (rest.items as Summary[]).map((item) => [item.name, item.overdue]),
        [
          ['Nearly late', false],
          ['Fresh', false],
        ],
        'second page',
      );
      checkEqual(rest.nextCursor, null, 'no more pages');

      const all = (await json(await handler(call('?view=all')))).items as Summary[];
      const closed = all.filter((item) => item.name === 'Answered' || item.name === 'Junk');
      checkEqual(
        closed.map((item) => [item.name, item.waitedSeconds, item.overdue]),
        [
          ['Answered', null, false],
          ['Junk', null, false],
        ],
        'handled and spam do not wait',
      );
      const opened = await json(await handler(call('?id=00000000-0000-4000-8000-000000000003')));
      checkEqual((opened.item as Summary).overdue, true, 'one submission says it too');
    },
  },
  {
    title: 'searches the waiting view oldest first, and exports it in that order',
    async run() {
      const handler = createAdminSubmissionsHandler((await createAdmin(waitingRows())).deps);
      const found = async (q: string) =>
        ((await json(await handler(call(`?view=waiting&q=${q}`)))).items as Summary[]).map(
          (item) => item.name,
        );
      checkEqual(await found('late'), ['Late', 'Nearly late'], 'search oldest first');
      checkEqual(await found('visitor'), ['Oldest', 'Late', 'Nearly late', 'Fresh'], 'open only');
      const csv = await (await handler(call('?view=waiting&format=csv'))).text();
      const order = ['Oldest', 'Late', 'Nearly late', 'Fresh'].map((name) =>
        csv.indexOf(`,${name},`),
      );
      checkEqual(
        [...order].sort((a, b) => a - b),
        order,
        'CSV oldest first',
      );
      check(order[0]! > 0, 'CSV holds the rows');
    },
  },
  {
    title:
      'takes the threshold from its configuration, and refuses one that is not whole hours from 1 to 168',
    async run() {
      const admin = await createAdmin(waitingRows(), { overdueAfterHours: 22 });
      const page = await json(await createAdminSubmissionsHandler(admin.deps)(call('?view=new')));
      checkEqual(page.overdue, { count: 1, capped: false, afterHours: 22 }, 'at 22 h');
      checkEqual(
        (page.items as Summary[]).filter((item) => item.overdue).map((item) => item.name),
        ['Oldest'],
        'marked at 22 h',
      );
      for (const overdueAfterHours of [0, -1, 1.5, 169, Number.NaN])
        expect(
          () => createAdminSubmissionsHandler({ ...admin.deps, overdueAfterHours }),
          String(overdueAfterHours),
        ).toThrow(/whole number of hours from 1 to 168/);
    },
  },
];

describe('admin-submissions handler on PGlite with the migrations', () => {
  for (const scenario of ADMIN_SCENARIOS) it(scenario.title, scenario.run);
});

describe('waiting time on PGlite with the migrations', () => {
  for (const scenario of WAITING_SCENARIOS) it(scenario.title, scenario.run);
});

describe('admin-submissions errors staff can act on (PGlite)', () => {
  for (const scenario of ERROR_SCENARIOS) it(scenario.title, scenario.run);
});
