/**
 * The local host's stand-in for the e-mail provider: a folder with one subfolder per submission and one JSON file per
 * e-mail, named by its idempotency key. Like Resend it takes an e-mail once per key (the file is linked into place,
 * which fails when it exists, so a crash leaves either the whole e-mail or none). Every operation costs the same
 * however many e-mails the folder holds, except the sweep after a purge or a restart, which reads it a batch at a time.
 */
import { link, mkdir, opendir, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Delivery,
  notificationIdempotencyKey,
  type OutgoingEmail,
  UUID_PATTERN,
} from '@agency/supabase/handlers';

export interface OutboxEntry extends OutgoingEmail {
  at: string;
  idempotencyKey: string;
  submissionId: string;
}

export type Outbox = ReturnType<typeof openOutbox>;

const SWEEP_BATCH = 1000;

// Only a submission id (a uuid) names a folder, so a path cannot leave the outbox.
function folderOf(dir: string, submissionId: string): string {
  if (!UUID_PATTERN.test(submissionId)) throw new Error(`not a submission id: ${submissionId}`);
  return join(dir, submissionId.toLowerCase());
}

/** Links the e-mail into place under its key; false when an e-mail with that key is there already. */
async function fileEntry(dir: string, entry: OutboxEntry): Promise<boolean> {
  const folder = folderOf(dir, entry.submissionId);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const partial = join(folder, `.${process.pid}.${Date.now()}.partial`);
  await writeFile(partial, JSON.stringify(entry), { mode: 0o600 });
  try {
    await link(partial, join(folder, `${encodeURIComponent(entry.idempotencyKey)}.json`));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(partial);
  }
}

/** What `read` gives, or `fallback` when the file or folder is not there. */
async function unlessMissing<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
}

export function openOutbox(dir: string) {
  const forget = async (submissionIds: readonly string[]) => {
    for (const id of submissionIds) await rm(folderOf(dir, id), { recursive: true, force: true });
  };
  return {
    dir,
    /** Files the e-mail unless one with the same key is there; true when it was filed. */
    append: (email: OutgoingEmail, { idempotencyKey, submissionId }: Delivery) =>
      fileEntry(dir, { at: new Date().toISOString(), idempotencyKey, submissionId, ...email }),
    /** Removes every e-mail of these submissions. */
    forget,
    /**
     * Removes the e-mails of submissions no longer stored (after a purge, or an erasure a crash interrupted); `stored`
     * says which of the given ids still are. How many submissions' e-mails went.
     */
    async sweep(stored: (ids: readonly string[]) => Promise<ReadonlySet<string>>): Promise<number> {
      let swept = 0;
      let batch: string[] = [];
      const flush = async () => {
        const kept = await stored(batch);
        const gone = batch.filter((id) => !kept.has(id));
        await forget(gone);
        swept += gone.length;
        batch = [];
      };
      const folder = await unlessMissing(() => opendir(dir), null);
      for await (const entry of folder ?? []) {
        if (!entry.isDirectory() || !UUID_PATTERN.test(entry.name)) continue;
        batch.push(entry.name);
        if (batch.length === SWEEP_BATCH) await flush();
      }
      if (batch.length > 0) await flush();
      return swept;
    },
  };
}

/** Every e-mail in the outbox, oldest first (for the tests and the attack scripts; reads the whole folder). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  const folders = await unlessMissing(() => readdir(dir), []);
  for (const folder of folders.filter((name) => UUID_PATTERN.test(name)))
    for (const file of await readdir(join(dir, folder)))
      if (file.endsWith('.json'))
        entries.push(JSON.parse(await readFile(join(dir, folder, file), 'utf8')) as OutboxEntry);
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Earlier hosts appended every e-mail to one file; each line moves into the folder under its submission (named by its
 * key, or in older lines by the "Submission id:" line of its text), so erasure finds it. Lines that name no submission
 * stay in the file; the file goes once it is empty.
 */
export async function importLegacyOutbox(file: string, outbox: Outbox): Promise<void> {
  const text = await unlessMissing(() => readFile(file, 'utf8'), null);
  if (text === null) return;
  const unfiled: string[] = [];
  for (const line of text.split('\n').filter((candidate) => candidate.trim() !== '')) {
    let entry: Partial<OutboxEntry>;
    try {
      entry = JSON.parse(line) as Partial<OutboxEntry>;
    } catch {
      continue; // a line torn by a kill mid-write is no e-mail
    }
    const submissionId =
      /\/([^/]+)$/.exec(entry.idempotencyKey ?? '')?.[1] ??
      /^Submission id: (\S+)$/m.exec(entry.text ?? '')?.[1];
    if (submissionId === undefined || !UUID_PATTERN.test(submissionId)) {
      unfiled.push(line);
      continue;
    }
    await fileEntry(outbox.dir, {
      ...(entry as OutgoingEmail),
      at: entry.at ?? new Date().toISOString(),
      idempotencyKey: entry.idempotencyKey ?? notificationIdempotencyKey(submissionId),
      submissionId,
    });
  }
  if (unfiled.length > 0)
    await writeFile(file, unfiled.map((line) => `${line}\n`).join(''), { mode: 0o600 });
  else await rm(file, { force: true });
}
