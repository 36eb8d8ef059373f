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
  /** Rewrites the file without the e-mails of these submissions (temp file + rename); how many lines went. */
  removeSubmissions(ids: readonly string[]): Promise<number>;
}

function parse(line: string): OutboxLine | null {
  try {
    return JSON.parse(line) as OutboxLine;
  } catch {
    // A line torn by a kill mid-write is no e-mail.
    return null;
  }
}

/** Lines written before e-mails carried a key name their submission in the text, above the visitor's message. */
function legacySubmissionId(line: OutboxLine): string | undefined {
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
    removeSubmissions: (ids) =>
      oneAtATime(async () => {
        const keys = new Set(ids.map(notificationIdempotencyKey));
        const erased = new Set(ids);
        const lines = await readLines(path);
        const kept = lines.filter((text) => {
          const line = parse(text);
          if (line === null) return true;
          if (line.idempotencyKey !== undefined) return !keys.has(line.idempotencyKey);
          const legacyId = legacySubmissionId(line);
          return legacyId === undefined || !erased.has(legacyId);
        });
        if (kept.length === lines.length) return 0;
        const temporary = `${path}.${process.pid}.tmp`;
        await writeFile(temporary, kept.map((line) => `${line}\n`).join(''), { mode: 0o600 });
        await rename(temporary, path);
        writtenKeys = null;
        return lines.length - kept.length;
      }),
  };
}
