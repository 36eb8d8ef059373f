/**
 * The embedded backend: PGlite with the real migrations, the real contact handler, and an outbox file that takes the
 * notification e-mail instead of sending it.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { createContactApp } from '@agency/supabase/send-contact-email/app';
import type { FunctionEnv } from '@agency/supabase/shared/contact-handler';
import { parseAllowedOrigins } from '@agency/supabase/shared/cors';
import type { NotificationAddresses } from '@agency/supabase/shared/notification-email';
import {
  retryPendingNotifications,
  type RetryRunResult,
} from '@agency/supabase/shared/notification-retry';
import type { Logger, Mailer, SubmissionStore } from '@agency/supabase/shared/types';
import {
  createPgliteRateLimiter,
  createPgliteSubmissionStore,
} from '@agency/supabase/pglite/contact-deps';
import { openLocalDatabase } from '@agency/supabase/pglite/database';
import { forgetErasedSubmissions, type Erasure } from './erased-submissions.ts';
import { importLegacyOutbox, openOutbox, type Outbox } from './outbox-folder.ts';

export const OUTBOX_FOLDER = 'outbox';
/** Where earlier versions of the host appended every e-mail; moved into the outbox folder at start. */
const LEGACY_OUTBOX_FILE = 'outbox.jsonl';
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
  /** Stored submissions per hour across all senders (CONTACT_GLOBAL_LIMIT_PER_HOUR); limits.ts has the default. */
  globalLimitPerHour?: number;
  /** How often the notification outbox runs (CONTACT_RETRY_INTERVAL_SECONDS); 0 turns the timer off. */
  retryIntervalMs?: number;
  print?: (line: string) => void;
}

export interface LocalBackend {
  /** The send-contact-email function's app, on the embedded database. */
  contact: Hono<FunctionEnv>;
  /** The outbox mailer and addresses, for the staff inbox's notification retry. */
  notification: { mailer: Mailer; addresses: NotificationAddresses };
  database: PGlite;
  /** The folder that stands in for the e-mail provider: one subfolder per submission, one file per e-mail. */
  outboxDir: string;
  /** One run of the notification outbox (the timer calls it too). */
  retryNotifications(): Promise<RetryRunResult>;
  /**
   * After an erasure or a purge: the outbox forgets the submissions' e-mails, and the table is vacuumed so that their
   * rows' bytes leave the database files (erased-submissions.ts; `restart` finishes a cleanup a crash interrupted).
   */
  forgetErased(erasure: Erasure): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_RETRY_INTERVAL_MS = 60_000;

/**
 * Every visitor's message lives in the data folder: the folder is the owner's only (0700) and so is every file in it
 * (0600), whatever the umask or PGlite's own file modes.
 */
export async function restrictDataFolder(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(path, 0o700);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
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

/** Prints each stored submission by id: the host's output (a terminal, a log file) never holds what a visitor typed. */
function printingStore(
  store: Required<SubmissionStore>,
  print: (line: string) => void,
): SubmissionStore {
  return {
    ...store,
    async admit(submission, limits) {
      const admission = await store.admit(submission, limits);
      if (admission.outcome === 'stored')
        print(`[contact] stored submission ${admission.submission.id} (${submission.status})`);
      return admission;
    },
  };
}

/** The outbox file stands in for the provider; the printed line names the e-mail by its key, never what it says. */
function outboxMailer(outbox: Outbox, print: (line: string) => void): Mailer {
  return {
    async send(email, delivery) {
      const written = await outbox.append(email, delivery);
      print(
        written
          ? `[contact] e-mail ${delivery.idempotencyKey} written to ${outbox.dir}`
          : `[contact] e-mail ${delivery.idempotencyKey} already in ${outbox.dir}, not written again`,
      );
    },
  };
}

function printingLogger(print: (line: string) => void): Logger {
  const line = (level: string) => (message: string, data?: Record<string, unknown>) =>
    print(`[contact] ${level}: ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  return { info: () => undefined, warn: line('warn'), error: line('error') };
}

/** Runs `task` every `intervalMs`, never two at once; `stop` waits for a running one. */
function repeatEvery(intervalMs: number, task: () => Promise<unknown>) {
  let running: Promise<unknown> = Promise.resolve();
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          running = running.then(task);
        }, intervalMs)
      : undefined;
  timer?.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const print = options.print ?? ((line: string) => console.log(line));
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 });
  const database = await openLocalDatabase({ dataDir: databaseDirOf(options.dataDir) });
  const outbox = openOutbox(join(options.dataDir, OUTBOX_FOLDER));
  await importLegacyOutbox(join(options.dataDir, LEGACY_OUTBOX_FILE), outbox);
  const hashSalt = options.hashSalt ?? (await persistentSalt(options.dataDir));
  await restrictDataFolder(options.dataDir);

  const store = printingStore(createPgliteSubmissionStore(database), print);
  const notification = {
    mailer: outboxMailer(outbox, print),
    addresses: {
      ...LOCAL_NOTIFICATION_ADDRESSES,
      ...(options.notifyTo ? { to: options.notifyTo } : {}),
    },
  };
  const logger = printingLogger(print);
  const contact = createContactApp({
    store,
    rateLimiter: createPgliteRateLimiter(database),
    notification,
    hashSalt,
    allowedOrigins: parseAllowedOrigins(options.allowedOrigins),
    globalLimitPerHour: options.globalLimitPerHour,
    logger,
  });

  const retryNotifications = async () => {
    const result = await retryPendingNotifications({ store, notification, logger });
    // PGlite may have written new files since the last run.
    await restrictDataFolder(options.dataDir);
    return result;
  };
  const outboxTimer = repeatEvery(options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS, () =>
    retryNotifications().catch((error: unknown) =>
      print(`[contact] error: notification retry run failed: ${String(error)}`),
    ),
  );

  const forgetErased = async (erasure: Erasure) => {
    await forgetErasedSubmissions(database, outbox, print, erasure);
    await restrictDataFolder(options.dataDir);
  };

  return {
    contact,
    notification,
    database,
    outboxDir: outbox.dir,
    retryNotifications,
    forgetErased,
    async close() {
      await outboxTimer.stop();
      await database.close();
      await restrictDataFolder(options.dataDir).catch(() => undefined);
    },
  };
}
