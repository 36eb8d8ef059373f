/**
 * The embedded backend: PGlite with the real migrations, the real contact handler, and an outbox that prints the
 * notification e-mail instead of sending it.
 */
import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import {
  createContactHandler,
  type ContactHandler,
} from '../../../supabase/functions/_shared/contact-handler.ts';
import { parseAllowedOrigins } from '../../../supabase/functions/_shared/cors.ts';
import type { NotificationAddresses } from '../../../supabase/functions/_shared/notification-email.ts';
import type { Logger, Mailer, SubmissionStore } from '../../../supabase/functions/_shared/types.ts';
import {
  createPgliteRateLimiter,
  createPgliteSubmissionStore,
} from '../../../supabase/local/pglite-contact-deps.ts';
import { openLocalDatabase } from '../../../supabase/local/pglite.ts';

export const OUTBOX_FILE = 'outbox.jsonl';
const SALT_FILE = 'hash-salt';
const DATABASE_FOLDER = 'pglite';

export function databaseDirOf(dataDir: string): string {
  return join(dataDir, DATABASE_FOLDER);
}
export const LOCAL_NOTIFICATION_ADDRESSES = {
  from: 'Website contact form <website@localhost>',
  to: 'agency-inbox@localhost',
};

export interface LocalBackendOptions {
  dataDir: string;
  /** Comma-separated origins or `*` (default): who may call the function from a browser. */
  allowedOrigins?: string;
  /** Overrides the salt kept in the data folder. */
  hashSalt?: string;
  /** Inbox the printed e-mails are addressed to. */
  notifyTo?: string;
  print?: (line: string) => void;
}

export interface LocalBackend {
  handler: ContactHandler;
  /** The outbox mailer and addresses, for the staff inbox's notification retry. */
  notification: { mailer: Mailer; addresses: NotificationAddresses };
  database: PGlite;
  outboxFile: string;
  close(): Promise<void>;
}

/** A random salt created once per data folder, so hashes stay comparable across restarts. */
async function persistentSalt(dataDir: string): Promise<string> {
  const file = join(dataDir, SALT_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const salt = randomBytes(32).toString('hex');
    await writeFile(file, `${salt}\n`, { mode: 0o600 });
    return salt;
  }
}

function printingStore(store: SubmissionStore, print: (line: string) => void): SubmissionStore {
  return {
    async insert(submission) {
      const stored = await store.insert(submission);
      print(
        `[contact] stored submission ${stored.id} (${stored.status}) from ${stored.name} <${stored.email}>: ` +
          JSON.stringify(stored.message),
      );
      return stored;
    },
    markNotification: (id, status, detail) => store.markNotification(id, status, detail),
  };
}

function outboxMailer(outboxFile: string, print: (line: string) => void): Mailer {
  return {
    async send(email) {
      await appendFile(
        outboxFile,
        `${JSON.stringify({ at: new Date().toISOString(), ...email })}\n`,
      );
      print(
        [
          '[contact] e-mail that would be sent:',
          `  From: ${email.from}`,
          `  To: ${email.to}`,
          `  Reply-To: ${email.replyTo}`,
          `  Subject: ${email.subject}`,
          ...email.text
            .trimEnd()
            .split('\n')
            .map((line) => `  | ${line}`),
        ].join('\n'),
      );
    },
  };
}

function printingLogger(print: (line: string) => void): Logger {
  const line = (level: string) => (message: string, data?: Record<string, unknown>) =>
    print(`[contact] ${level}: ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  return { info: () => undefined, warn: line('warn'), error: line('error') };
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const print = options.print ?? ((line: string) => console.log(line));
  await mkdir(options.dataDir, { recursive: true });
  const database = await openLocalDatabase({ dataDir: databaseDirOf(options.dataDir) });
  const outboxFile = join(options.dataDir, OUTBOX_FILE);

  const notification = {
    mailer: outboxMailer(outboxFile, print),
    addresses: {
      ...LOCAL_NOTIFICATION_ADDRESSES,
      ...(options.notifyTo ? { to: options.notifyTo } : {}),
    },
  };
  const handler = createContactHandler({
    store: printingStore(createPgliteSubmissionStore(database), print),
    rateLimiter: createPgliteRateLimiter(database),
    notification,
    hashSalt: options.hashSalt ?? (await persistentSalt(options.dataDir)),
    allowedOrigins: parseAllowedOrigins(options.allowedOrigins),
    logger: printingLogger(print),
  });

  return { handler, notification, database, outboxFile, close: () => database.close() };
}
