/**
 * outbox.jsonl, the local host's stand-in for the e-mail provider: one JSON line per e-mail. Like Resend it sends an
 * e-mail once per idempotency key, also across restarts (the keys are read from the file once, then kept; only this
 * host writes the file), and it forgets a submission's e-mails when the submission is erased. Appends and rewrites run
 * one at a time.
 */
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { notificationIdempotencyKey } from '@agency/supabase/shared/notification-email';
import type { Delivery, OutgoingEmail } from '@agency/supabase/shared/types';

interface OutboxLine extends Partial<OutgoingEmail> {
  at?: string;
  idempotencyKey?: string;
}

export interface OutboxFile {
  path: string;
  /** Appends the e-mail unless one with the same key is in the file; true when it was appended. */
  append(email: OutgoingEmail, delivery: Delivery): Promise<boolean>;
  /**
   * Rewrites the file (temp file + rename, 0600) without the e-mails of submissions that are no longer stored, i.e.
   * erased or purged; `stored` says which of the given ids still are. How many lines went.
   */
  forgetErased(stored: (ids: readonly string[]) => Promise<ReadonlySet<string>>): Promise<number>;
}

function parse(line: string): OutboxLine | null {
  try {
    return JSON.parse(line) as OutboxLine;
  } catch {
    // A line torn by a kill mid-write is no e-mail.
    return null;
  }
}

const KEY_PREFIX = notificationIdempotencyKey('');

/**
 * The submission an e-mail is about: named by its key, or (lines written before e-mails carried a key) in its text
 * above the visitor's message.
 */
function submissionOf(line: OutboxLine): string | undefined {
  if (line.idempotencyKey?.startsWith(KEY_PREFIX))
    return line.idempotencyKey.slice(KEY_PREFIX.length);
  const header = line.text?.split('\n\nMessage:\n', 1)[0] ?? '';
  return /^Submission id: (\S+)$/m.exec(header)?.[1];
}

async function readLines(path: string): Promise<string[]> {
  try {
    return (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function openOutboxFile(path: string): OutboxFile {
  let queue: Promise<unknown> = Promise.resolve();
  let writtenKeys: Set<string> | null = null;
  const keysInFile = async () =>
    (writtenKeys ??= new Set(
      (await readLines(path)).flatMap((line) => parse(line)?.idempotencyKey ?? []),
    ));
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    path,
    append: (email, { idempotencyKey }) =>
      oneAtATime(async () => {
        const keys = await keysInFile();
        if (keys.has(idempotencyKey)) return false;
        const line: OutboxLine = { at: new Date().toISOString(), idempotencyKey, ...email };
        await appendFile(path, `${JSON.stringify(line)}\n`, { mode: 0o600 });
        keys.add(idempotencyKey);
        return true;
      }),
    forgetErased: (stored) =>
      oneAtATime(async () => {
        const lines = await readLines(path);
        const about = lines.map((text) => {
          const line = parse(text);
          return line === null ? undefined : submissionOf(line);
        });
        const ids = [...new Set(about.filter((id) => id !== undefined))];
        if (ids.length === 0) return 0;
        const kept = await stored(ids);
        const keptLines = lines.filter((_, index) => {
          const id = about[index];
          return id === undefined || kept.has(id);
        });
        if (keptLines.length === lines.length) return 0;
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, keptLines.map((line) => `${line}\n`).join(''), { mode: 0o600 });
        await rename(temporary, path);
        writtenKeys = null;
        return lines.length - keptLines.length;
      }),
  };
}
