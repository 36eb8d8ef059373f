/**
 * A data folder for a host of its own whose inbox already holds submissions of given ages: written with the embedded
 * database before the host starts (the host owns the database while it runs), as the contact function would store
 * them but arrived hours ago.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { asRole, openLocalDatabase } from '@agency/supabase/pglite';
import { expect, test, type Guard } from './fixtures.ts';
import { startHost, type StartedHost } from './host.ts';

export interface AgedSubmission {
  name: string;
  email: string;
  message: string;
  /** How long ago it arrived. */
  hoursAgo: number;
  handled?: boolean;
  spam?: boolean;
  /** The mailer's raw error: the notification failed (`notify_failed`) with this detail on the row. */
  notifyError?: string;
  /** The e-mail of the colleague (one of the desk's `colleagues`) who owns it. */
  owner?: string;
}

/**
 * A fresh data folder holding `submissions`, and `colleagues` on the staff list (accounts that can own a submission
 * but have no password to sign in with); the host started on it keeps it as its own (pglite/ inside).
 */
export async function seededDataDir(
  submissions: readonly AgedSubmission[],
  colleagues: readonly string[] = [],
): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'agency-e2e-waiting-'));
  const db = await openLocalDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const colleagueIds = new Map<string, string>();
    for (const email of colleagues) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (id, email, encrypted_password, email_confirmed_at)
         values (gen_random_uuid(), $1, 'no password: seeded colleague', now()) returning id`,
        [email],
      );
      await db.query('insert into public.staff (user_id) values ($1)', [rows[0]!.id]);
      colleagueIds.set(email, rows[0]!.id);
    }
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions
           (created_at, name, email, message, status, notified_at, notify_error, handled_at, owner_id)
         select now() - make_interval(secs => s.hours * 3600), s.name, s.email, s.message,
                case when s.spam then 'spam' when s.notify_error is not null then 'notify_failed'
                     else 'notified' end,
                case when s.notify_error is null then now() end, s.notify_error,
                case when s.handled then now() end, s.owner_id
         from jsonb_to_recordset($1::jsonb)
           as s(name text, email text, message text, hours float8, handled boolean, spam boolean,
                notify_error text, owner_id uuid)`,
        [
          JSON.stringify(
            submissions.map(
              ({
                hoursAgo,
                handled = false,
                spam = false,
                notifyError = null,
                owner = null,
                ...rest
              }) => ({
                ...rest,
                hours: hoursAgo,
                handled,
                spam,
                notify_error: notifyError,
                owner_id: owner === null ? null : colleagueIds.get(owner),
              }),
            ),
          ),
        ],
      ),
    );
  } finally {
    await db.close();
  }
  return dataDir;
}

export interface SeededDesk {
  readonly host: StartedHost;
  readonly dataDir: string;
  /**
   * A new browser context `width` px wide (a phone's height below 600 px) signed in as the desk's staff member, at
   * `path` (/admin by default).
   */
  signIn(
    browser: Browser,
    width: number,
    options?: { path?: string; timezoneId?: string; guard?: Guard },
  ): Promise<Page>;
}

/**
 * A staff desk for the suite: a host of its own on a data folder seeded with `submissions`, the staff account from
 * `staff`, and `env` for the host; started before the suite's tests and stopped after them.
 */
export function seededDesk(
  submissions: readonly AgedSubmission[],
  {
    staff,
    env = {},
    colleagues = [],
  }: {
    staff: { email: string; password: string };
    env?: Record<string, string>;
    /** More staff members (by e-mail) who can own submissions; they do not sign in. */
    colleagues?: readonly string[];
  },
): SeededDesk {
  let host: StartedHost | undefined;
  let dataDir: string | undefined;
  test.beforeAll(async () => {
    // Seeding a fresh database and starting a host: on a loaded machine (the whole verify at once) this can pass the
    // 90 s a test gets.
    test.setTimeout(180_000);
    dataDir = await seededDataDir(submissions, colleagues);
    host = await startHost({
      dataDir,
      clientDir: process.env.E2E_SITE_DIR,
      env: { ...env, LOCAL_STAFF_EMAIL: staff.email, LOCAL_STAFF_PASSWORD: staff.password },
    });
  });
  test.afterAll(async () => {
    await host?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the desk starts in beforeAll');
    return value;
  };
  return {
    get host() {
      return started(host);
    },
    get dataDir() {
      return started(dataDir);
    },
    async signIn(browser, width, { path = '/admin', timezoneId, guard } = {}) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 800 },
        timezoneId,
      });
      await guard?.watch(context);
      const page = await context.newPage();
      await page.goto(`${started(host).url}${path}`);
      const form = page.getByRole('form', { name: 'Staff sign-in' });
      await form.getByRole('textbox', { name: /^E-mail/ }).fill(staff.email);
      await form.getByLabel(/^Password/).fill(staff.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
      return page;
    },
  };
}
