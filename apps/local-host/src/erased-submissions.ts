/**
 * What erasing a submission means on the embedded host, beyond deleting its row (staff DELETE, the 24-month purge):
 * its e-mails leave the outbox file, and its bytes leave the database files.
 */
import type { PGlite } from '@electric-sql/pglite';
import { asRole } from '@agency/supabase/pglite/database';
import type { OutboxFile } from './outbox-file.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of these ids are still stored; anything that is not a submission id counts as stored (left alone). */
async function storedOf(database: PGlite, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await asRole(database, 'service_role', (tx) =>
    tx.query<{ id: string }>(
      'select id from public.contact_submissions where id = any($1::uuid[])',
      [ids.filter((id) => UUID.test(id))],
    ),
  );
  const stored = new Set(rows.map((row) => row.id));
  return new Set(ids.filter((id) => !UUID.test(id) || stored.has(id.toLowerCase())));
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

/**
 * After an erasure or a purge (`after: 'erasure'`). At start (`after: 'restart'`) it finishes a cleanup a crash
 * interrupted: outbox lines of rows no longer stored show there was one, and only then is the table scrubbed.
 */
export async function forgetErasedSubmissions(
  database: PGlite,
  outbox: OutboxFile,
  print: (line: string) => void,
  after: 'erasure' | 'restart',
): Promise<void> {
  const forgotten = await outbox.forgetErased((ids) => storedOf(database, ids));
  if (forgotten > 0)
    print(`[contact] removed ${forgotten} e-mail(s) of erased submissions from ${outbox.path}`);
  if (after === 'erasure' || forgotten > 0) await scrubDeletedRows(database);
}
