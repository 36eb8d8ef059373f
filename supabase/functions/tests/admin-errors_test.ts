/**
 * Errors staff can act on, on the Deno host: the admin app with the function's own PostgREST inbox (a stub fetch
 * stands in for the project). A database error and a raw mailer error reach the log, never the answer.
 */
import { createClient } from '@supabase/supabase-js';
import { createAdminApp } from '../admin-submissions/app.ts';
import { createSupabaseCallerInbox } from '../admin-submissions/supabase-inbox.ts';
import { ADMIN_ERROR_CODES, ADMIN_MESSAGES } from '../_shared/admin-handler.ts';
import { NOTIFY_FAILURE_TEXTS } from '../_shared/inbox.ts';
import type { Logger } from '../_shared/types.ts';
import { check, checkEqual } from './check.ts';
import { inboxRow } from './inbox-rows.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const EISDIR = "EISDIR: illegal operation on a directory, open '/data/outbox.jsonl'";
const ROW = inboxRow({
  created_at: '2026-01-01T00:00:00+00:00',
  name: 'Ada',
  email: 'ada@example.com',
  status: 'notify_failed',
  notify_error: EISDIR,
  waited_seconds: 60,
});

function appWith(rows: 'fail' | unknown[], logger: Logger) {
  const fetchStub = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(new Request(input, init).url);
    const reply = (body: unknown, status = 200) =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    if (url.pathname.endsWith('/staff_access')) return reply('staff');
    // The submission's thread of replies: none.
    if (url.pathname.endsWith('/contact_deliveries')) return reply([]);
    if (rows === 'fail')
      return reply(
        { code: '42P01', message: 'relation "contact_submissions" does not exist', details: null },
        400,
      );
    return reply(rows);
  };
  const client = createClient('https://abc.supabase.co', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchStub },
  });
  return createAdminApp({
    verifyAccessToken: () =>
      Promise.resolve({ sub: 'staff', role: 'authenticated', session_id: 's' }),
    inboxAs: () => createSupabaseCallerInbox(client),
    retryNotification: () => Promise.resolve({ kind: 'failed' }),
    logger,
  });
}

function recordingLogger() {
  const lines: string[] = [];
  const line = (message: string, data?: Record<string, unknown>) =>
    lines.push(`${message} ${JSON.stringify(data ?? {})}`);
  return { lines, logger: { info: line, warn: line, error: line } };
}

const call = (query: string, method = 'GET') =>
  new Request(`http://localhost/admin-submissions${query}`, {
    method,
    headers: { Authorization: 'Bearer token' },
  });

Deno.test('a database error is a worded 500 with a code; the raw error is logged', async () => {
  const { lines, logger } = recordingLogger();
  const app = appWith('fail', logger);
  for (const [query, method] of [
    ['?view=new', 'GET'],
    [`?id=${ID}`, 'GET'],
    ['?format=csv', 'GET'],
    [`?id=${ID}`, 'DELETE'],
  ] as const) {
    const response = await app.fetch(call(query, method));
    checkEqual(response.status, 500, `${method} ${query}`);
    const text = await response.text();
    check(!text.includes('does not exist') && !text.includes('42P01'), text);
    checkEqual(
      JSON.parse(text),
      { error: ADMIN_MESSAGES.serverError, code: ADMIN_ERROR_CODES.serverError },
      `${method} ${query}`,
    );
  }
  check(
    lines.some((line) => line.includes('does not exist')),
    lines.join('\n'),
  );
});

Deno.test(
  'a raw mailer error on the row reaches staff in words, in the detail and a failed retry',
  async () => {
    const app = appWith([ROW], recordingLogger().logger);
    const detail = await app.fetch(call(`?id=${ID}`));
    checkEqual(detail.status, 200, 'detail');
    const detailText = await detail.text();
    check(!detailText.includes('EISDIR'), detailText);
    checkEqual(
      (JSON.parse(detailText) as { item: { notifyError: string } }).item.notifyError,
      NOTIFY_FAILURE_TEXTS.other,
      'detail',
    );
    const retried = await app.fetch(call(`?id=${ID}&action=retry`, 'POST'));
    checkEqual(retried.status, 502, 'retry');
    const retryText = await retried.text();
    check(!retryText.includes('EISDIR'), retryText);
    const body = JSON.parse(retryText) as { error: string; code: string };
    checkEqual([body.error, body.code], [ADMIN_MESSAGES.retryFailed, 'retry_failed'], 'retry');
  },
);

Deno.test('bad input stays a worded 400 with its code', async () => {
  const app = appWith([], recordingLogger().logger);
  for (const query of ['?view=nope', '?id=not-a-uuid', '?limit=0']) {
    const response = await app.fetch(call(query));
    checkEqual(response.status, 400, query);
    checkEqual(
      await response.json(),
      { error: ADMIN_MESSAGES.badRequest, code: ADMIN_ERROR_CODES.badRequest },
      query,
    );
  }
});
