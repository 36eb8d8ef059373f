/**
 * A data folder for a host of its own whose inbox already holds submissions of given ages: written with the embedded
 * database before the host starts (the host owns the database while it runs), as the contact function would store
 * them but arrived hours ago.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asRole, openLocalDatabase } from '@agency/supabase/pglite';

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
}

/** A fresh data folder holding `submissions`; the host started on it keeps it as its own (pglite/ inside). */
export async function seededDataDir(submissions: readonly AgedSubmission[]): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'agency-e2e-waiting-'));
  const db = await openLocalDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    await asRole(db, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions
           (created_at, name, email, message, status, notified_at, notify_error, handled_at)
         select now() - make_interval(secs => s.hours * 3600), s.name, s.email, s.message,
                case when s.spam then 'spam' when s.notify_error is not null then 'notify_failed'
                     else 'notified' end,
                case when s.notify_error is null then now() end, s.notify_error,
                case when s.handled then now() end
         from jsonb_to_recordset($1::jsonb)
           as s(name text, email text, message text, hours float8, handled boolean, spam boolean,
                notify_error text)`,
        [
          JSON.stringify(
            submissions.map(
              ({ hoursAgo, handled = false, spam = false, notifyError = null, ...rest }) => ({
                ...rest,
                hours: hoursAgo,
                handled,
                spam,
                notify_error: notifyError,
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
