/**
 * What erasing a submission means on the embedded host, beyond deleting its row (staff DELETE, the 24-month purge):
 * its e-mails leave the outbox, and its bytes leave the database files.
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole } from '@agency/supabase/pglite/database';
import type { Outbox } from './outbox-folder.ts';

/** Which of these submission ids are still stored. */
async function storedOf(database: PGlite, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await asRole(database, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      'select id from public.contact_submissions where id = any($1::uuid[])',
      [ids],
    ),
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * A deleted row stays in the table's file until VACUUM reclaims its space, and in the write-ahead log until its
 * segment is removed: vacuum the table, start a new WAL segment, and checkpoint with recycling off so the old segment
 * is deleted rather than kept for reuse. Runs as the connection's own role, the table's owner (VACUUM cannot run in
 * asRole's transaction).
 */
async function scrubDeletedRows(database: PGlite): Promise<void> {
  await database.exec('vacuum public.contact_submissions');
  await database.exec('set wal_recycle = off');
  await database.query('select pg_switch_wal()');
  await database.exec('checkpoint');
}

export type Erasure =
  /** Staff erased these submissions. */
  | { after: 'erasure'; ids: readonly string[] }
  /** The purge deleted rows past the retention period. */
  | { after: 'purge' }
  /** The host starts: finish a cleanup a crash interrupted (outbox e-mails of rows no longer stored show there was one). */
  | { after: 'restart' };

export async function forgetErasedSubmissions(
  database: PGlite,
  outbox: Outbox,
  print: (line: string) => void,
  erasure: Erasure,
): Promise<void> {
  if (erasure.after === 'erasure') {
    await outbox.forget(erasure.ids);
    await scrubDeletedRows(database);
    return;
  }
  const swept = await outbox.sweep((ids) => storedOf(database, ids));
  if (swept > 0)
    print(`[contact] removed the e-mails of ${swept} erased submission(s) from ${outbox.dir}`);
  if (erasure.after === 'purge' || swept > 0) await scrubDeletedRows(database);
}
