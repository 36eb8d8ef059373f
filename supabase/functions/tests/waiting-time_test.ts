/**
 * Waiting time on the Deno host: the threshold's configuration, and the admin app with the function's own PostgREST
 * inbox (a recording fetch stands in for the project): what it asks the database and how it marks overdue rows.
 */
import { createClient } from '@supabase/supabase-js';
import { createAdminApp } from '../admin-submissions/app.ts';
import { createSupabaseCallerInbox } from '../admin-submissions/supabase-inbox.ts';
import {
  DEFAULT_OVERDUE_AFTER_HOURS,
  isOverdue,
  OVERDUE_AFTER_ENV,
  parseOverdueAfterHours,
} from '../_shared/waiting-time.ts';
import { check, checkEqual } from './check.ts';
import { inboxRow } from './inbox-rows.ts';

Deno.test(
  'the overdue threshold is 20 hours unless CONTACT_OVERDUE_AFTER_HOURS says otherwise',
  () => {
    checkEqual(DEFAULT_OVERDUE_AFTER_HOURS, 20, 'default');
    checkEqual(parseOverdueAfterHours(undefined), 20, 'unset');
    checkEqual(parseOverdueAfterHours(''), 20, 'empty');
    checkEqual(parseOverdueAfterHours('1'), 1, 'smallest');
    checkEqual(parseOverdueAfterHours(' 23 '), 23, 'spaces');
    checkEqual(parseOverdueAfterHours('168'), 168, 'a week');
  },
);

Deno.test('an invalid threshold stops the start with an error naming the variable', () => {
  for (const value of ['0', '169', '20.5', '-3', '20h', 'twenty', '1e1', '0x14']) {
    let message = '';
    try {
      parseOverdueAfterHours(value);
    } catch (error) {
      message = (error as Error).message;
    }
    checkEqual(
      message,
      `${OVERDUE_AFTER_ENV} must be a whole number of hours from 1 to 168, got "${value}"`,
      value,
    );
  }
});

Deno.test(
  'a submission is overdue once it has waited the threshold, never when it does not wait',
  () => {
    checkEqual(isOverdue(20 * 3600 - 1, 20), false, 'a second before');
    checkEqual(isOverdue(20 * 3600, 20), true, 'at the threshold');
    checkEqual(isOverdue(null, 20), false, 'handled or spam');
  },
);

Deno.test(
  'the waiting view asks PostgREST for the oldest first with the computed waited seconds, and counts the overdue',
  async () => {
    const calls: { path: string; select: string | null; body: unknown }[] = [];
    const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const text = await request.text();
      calls.push({
        path: url.pathname,
        select: url.searchParams.get('select'),
        body: text ? JSON.parse(text) : null,
      });
      const reply = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      if (url.pathname.endsWith('/staff_access')) return reply('staff');
      if (url.pathname.endsWith('/inbox_counts'))
        return reply({ new: 2, handled: 0, spam: 0, failed: 0, all: 2, capped: false });
      if (url.pathname.endsWith('/inbox_overdue')) return reply({ count: 1, capped: false });
      return reply([
        inboxRow({
          created_at: '2026-01-01T00:00:00+00:00',
          name: 'Late',
          email: 'late@example.com',
          message: 'Still waiting',
          waited_seconds: 30 * 3600,
        }),
        inboxRow({
          id: '00000000-0000-4000-8000-000000000002',
          name: 'Fresh',
          email: 'fresh@example.com',
          message: 'Just sent',
        }),
      ]);
    };
    const client = createClient('https://abc.supabase.co', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { fetch: fetchStub },
    });
    const app = createAdminApp({
      verifyAccessToken: async () => ({ sub: 'staff', role: 'authenticated', session_id: 's' }),
      inboxAs: () => createSupabaseCallerInbox(client),
      retryNotification: async () => ({ kind: 'not-found' }),
      overdueAfterHours: 24,
    });
    const response = await app.fetch(
      new Request('http://localhost/admin-submissions?view=waiting', {
        headers: { Authorization: 'Bearer token' },
      }),
    );
    checkEqual(response.status, 200, 'status');
    const page = (await response.json()) as {
      items: { name: string; waitedSeconds: number | null; overdue: boolean }[];
      counts: Record<string, number>;
      overdue: unknown;
    };
    checkEqual(
      page.items.map((item) => [item.name, item.waitedSeconds, item.overdue]),
      [
        ['Late', 30 * 3600, true],
        ['Fresh', 3600, false],
      ],
      'rows',
    );
    checkEqual(page.overdue, { count: 1, capped: false, afterHours: 24 }, 'overdue');
    checkEqual(page.counts.waiting, 2, 'the waiting view has the count of new');

    const list = calls.find((call) => call.path === '/rest/v1/rpc/inbox_list');
    check(list, 'inbox_list called');
    checkEqual((list.body as { p_view: string }).p_view, 'waiting', 'view');
    check(
      list.select?.endsWith(',waited_seconds:inbox_waited_seconds'),
      `computed column selected: ${list.select}`,
    );
    const overdue = calls.find((call) => call.path === '/rest/v1/rpc/inbox_overdue');
    checkEqual(overdue?.body, { p_overdue_after_seconds: 24 * 3600 }, 'overdue threshold');
  },
);
