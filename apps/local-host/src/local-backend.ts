/**
 * The embedded backend: PGlite with the real migrations, the real contact function, and an outbox folder that takes
 * the notification e-mail instead of sending it. Every visitor's message lives in the data folder, so the folder is
 * the owner's only (0700) and so is every file in it (0600), whatever the umask or PGlite's own file modes.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createContactApp } from '@agency/supabase/send-contact-email/app';
import {
  createWebhookSender,
  type DeliveryRunResult,
  type DeliverySenders,
  type DeliveryStore,
  DEFAULT_TIME_ZONE,
  firstRecipient,
  type Logger,
  type Mailer,
  type NotificationDeps,
  type NotSentTemplate,
  parseAllowedOrigins,
  parseWebhookTarget,
  retryPendingNotifications,
  type RetryRunResult,
  runDeliveries,
  type SubmissionStore,
} from '@agency/supabase/handlers';
import { asRole, createPgliteSubmissionStore, openLocalDatabase } from '@agency/supabase/pglite';
import { importLegacyOutbox, openOutbox, type Outbox } from './outbox-folder.ts';

const DEFAULT_RETRY_INTERVAL_MS = 60_000;
const LOCAL_NOTIFICATION_ADDRESSES = {
  from: 'Website contact form <website@localhost>',
  to: 'agency-inbox@localhost',
};

export const databaseDirOf = (dataDir: string) => join(dataDir, 'pglite');

export interface LocalBackendOptions {
  dataDir: string;
  /** Comma-separated origins or `*` (default): who may call the function from a browser. */
  allowedOrigins?: string;
  /** Overrides the salt kept in the data folder. */
  hashSalt?: string;
  /** The agency's inbox, or several (CONTACT_TO_EMAIL, comma-separated): where the notification goes. */
  notifyTo?: string | readonly string[];
  /** Stored submissions per hour across all senders (CONTACT_GLOBAL_LIMIT_PER_HOUR); limits.ts has the default. */
  globalLimitPerHour?: number;
  /** How often the notification outbox runs (CONTACT_RETRY_INTERVAL_SECONDS); 0 turns the timer off. */
  retryIntervalMs?: number;
  /** The team's webhook (CONTACT_WEBHOOK_URL, CONTACT_WEBHOOK_SECRET); none when the URL is absent. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The agency's IANA time zone (CONTACT_TIME_ZONE); agency-time.ts has the default. */
  timeZone?: string;
  /** The site's origin, for the "Open in inbox" link (the host knows it once it listens). */
  siteUrl?: () => string | null;
  /** When the outbox's database work may run (the server lets visitors' requests go first); at once when absent. */
  schedule?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Test only (LOCAL_TEST_DELIVERY_DELAY_MS in main.ts, unset otherwise): how long a run started by a stored
   * submission waits before it claims, so a test can kill the host between "stored" and "sent".
   */
  deliveryDelayMs?: number;
  /** The site's "not sent" page, which the function fills in for a failed form post. */
  notSentPage?: NotSentTemplate;
  print?: (line: string) => void;
}

export type Erasure =
  /** Staff erased these submissions. */
  | { after: 'erasure'; ids: readonly string[] }
  /** The purge deleted rows past the retention period. */
  | { after: 'purge' }
  /** The host starts: finish a cleanup a crash interrupted (outbox e-mails of rows no longer stored show there was one). */
  | { after: 'restart' };

export type LocalBackend = Awaited<ReturnType<typeof startLocalBackend>>;

async function restrictDataFolder(dataDir: string): Promise<void> {
  await chmod(dataDir, 0o700);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(path, 0o700);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/** A random salt created once per data folder, so hashes stay comparable across restarts. */
async function persistentSalt(dataDir: string): Promise<string> {
  const file = join(dataDir, 'hash-salt');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const salt = randomBytes(32).toString('hex');
    await writeFile(file, `${salt}\n`, { mode: 0o600 });
    return salt;
  }
}

/**
 * The host's output (a terminal, a log file) never holds what a visitor typed: it names each stored submission by its
 * id, and each e-mail by its key and the folder it was written to.
 */
function printing(
  store: Required<SubmissionStore> & DeliveryStore,
  outbox: Outbox,
  print: (line: string) => void,
) {
  const printedStore: Required<SubmissionStore> & DeliveryStore = {
    ...store,
    async admit(submission, limits) {
      const admission = await store.admit(submission, limits);
      if (admission.outcome === 'stored')
        print(`[contact] stored submission ${admission.submission.id} (${submission.status})`);
      return admission;
    },
  };
  const mailer: Mailer = {
    async send(email, delivery) {
      const key = delivery.idempotencyKey;
      print(
        (await outbox.append(email, delivery))
          ? `[contact] e-mail ${key} written to ${outbox.dir}`
          : `[contact] e-mail ${key} already in ${outbox.dir}, not written again`,
      );
    },
  };
  const line = (level: string) => (message: string, data?: Record<string, unknown>) =>
    print(`[contact] ${level}: ${message}${data ? ` ${JSON.stringify(data)}` : ''}`);
  const logger: Logger = { info: () => undefined, warn: line('warn'), error: line('error') };
  return { store: printedStore, mailer, logger };
}

/** Runs `task` every `intervalMs`, never two at once; `stop` waits for a running one. */
export function repeatEvery(intervalMs: number, task: () => Promise<unknown>) {
  let running: Promise<unknown> = Promise.resolve();
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          running = running.then(task);
        }, intervalMs)
      : null;
  timer?.unref();
  return async () => {
    if (timer) clearInterval(timer);
    await running;
  };
}

/**
 * A deleted row stays in the table's file until VACUUM reclaims its space, and in the write-ahead log until its
 * segment is removed: vacuum the table, start a new WAL segment, and checkpoint with recycling off so the old segment
 * is deleted rather than kept for reuse. Runs as the connection's own role, the table's owner (VACUUM cannot run in
 * asRole's transaction).
 */
async function scrubDeletedRows(database: PGlite): Promise<void> {
  // A submission's replies and other deliveries go with it (the cascade): vacuum both tables.
  await database.exec('vacuum public.contact_submissions, public.contact_deliveries');
  await database.exec('set wal_recycle = off');
  await database.query('select pg_switch_wal()');
  await database.exec('checkpoint');
}

/** Erasing a submission (staff DELETE, the 24-month purge) also takes its e-mails out of the outbox, and its bytes out of the files. */
async function forgetErased(
  database: PGlite,
  outbox: Outbox,
  print: (line: string) => void,
  erasure: Erasure,
) {
  if (erasure.after === 'erasure') {
    await outbox.forget(erasure.ids);
    return scrubDeletedRows(database);
  }
  const swept = await outbox.sweep(async (ids) => {
    const { rows } = await asRole(database, 'service_role', (tx) =>
      tx.query<{ id: string }>(
        'select id from public.contact_submissions where id = any($1::uuid[])',
        [ids],
      ),
    );
    return new Set(rows.map((row) => row.id));
  });
  if (swept > 0)
    print(`[contact] removed the e-mails of ${swept} erased submission(s) from ${outbox.dir}`);
  if (erasure.after === 'purge' || swept > 0) await scrubDeletedRows(database);
}

/** Where the notification and the deliveries go: the outbox folder's mailer, the webhook when one is configured. */
function localSenders(options: LocalBackendOptions, mailer: Mailer) {
  const to = options.notifyTo || LOCAL_NOTIFICATION_ADDRESSES.to;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const notification: NotificationDeps = {
    mailer,
    addresses: { ...LOCAL_NOTIFICATION_ADDRESSES, to },
    desk: { siteUrl: options.siteUrl ?? (() => null), timeZone },
  };
  const webhookTarget = parseWebhookTarget(options.webhookUrl, options.webhookSecret);
  const senders = (): DeliverySenders => ({
    email: {
      mailer,
      addresses: { from: LOCAL_NOTIFICATION_ADDRESSES.from, replyTo: firstRecipient(to) },
    },
    webhook: webhookTarget ? createWebhookSender({ target: webhookTarget, fetch }) : null,
    siteUrl: options.siteUrl?.() ?? null,
    timeZone,
  });
  return { notification, senders, hasWebhook: webhookTarget !== null };
}

type Printed = ReturnType<typeof printing>;

/**
 * The outbox runs, one at a time (the timer's, a stored submission's, a test's): stored submissions' notification
 * attempts handed over after their answers, then the deliveries; each database step when no visitor is waiting.
 */
function outboxRuns(
  options: LocalBackendOptions,
  { store, logger }: Printed,
  { notification, senders }: ReturnType<typeof localSenders>,
) {
  const { dataDir, print = console.log, schedule = (work) => work() } = options;
  let running: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = running.then(task);
    running = run.catch(() => undefined);
    return run;
  };
  const logFailure = (what: string) => (error: unknown) =>
    print(`[contact] error: ${what} run failed: ${String(error)}`);
  const notifications: (() => Promise<unknown>)[] = [];
  const notifyStored = async () => {
    for (const notify of notifications.splice(0)) await schedule(notify);
  };
  const deliver = async (): Promise<DeliveryRunResult> => {
    const deliveryStore: DeliveryStore = {
      claimDeliveries: (claim) => schedule(() => store.claimDeliveries(claim)),
      markDeliveries: (marks) => schedule(() => store.markDeliveries(marks)),
    };
    const result = await runDeliveries({ store: deliveryStore, senders: senders(), logger });
    if (result.attempted > 0)
      print(`[contact] outbox: ${result.sent} of ${result.attempted} deliveries sent`);
    return result;
  };
  // The data folder's modes are put right by the notification runs and at close, not after every submission's run.
  const runNow = () => serially(() => notifyStored().then(deliver));
  const retryNotifications = (): Promise<RetryRunResult> =>
    serially(async () => {
      const result = await retryPendingNotifications({ store, notification, logger });
      // PGlite may have written new files since the last run.
      await restrictDataFolder(dataDir);
      return result;
    });
  let soon: NodeJS.Timeout | null = null;
  /** A stored submission's notification and deliveries go out after its answer, on a later turn of the event loop. */
  const runSoon = () => {
    soon ??= setTimeout(() => {
      soon = null;
      void runNow().catch(logFailure('delivery'));
    }, options.deliveryDelayMs ?? 0);
  };
  const stopTimer = repeatEvery(options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS, () =>
    Promise.all([
      retryNotifications().catch(logFailure('notification retry')),
      runNow().catch(logFailure('delivery')),
    ]),
  );
  return {
    deliver: () => serially(deliver).catch(logFailure('delivery')),
    runNow,
    runSoon,
    retryNotifications,
    notifyAfterAnswer(notify: () => Promise<unknown>) {
      notifications.push(notify);
      runSoon();
    },
    /** Stops the timer; answered submissions get their notification before the host stops. */
    async stop() {
      if (soon) clearTimeout(soon);
      await stopTimer();
      await serially(notifyStored).catch(logFailure('notification'));
      await running;
    },
  };
}

export async function startLocalBackend(options: LocalBackendOptions) {
  const { dataDir, print = (line: string) => console.log(line) } = options;
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const database = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
  const outbox = openOutbox(join(dataDir, 'outbox'));
  // Where earlier versions of the host appended every e-mail; moved into the outbox folder at start.
  await importLegacyOutbox(join(dataDir, 'outbox.jsonl'), outbox);
  const hashSalt = options.hashSalt ?? (await persistentSalt(dataDir));
  await restrictDataFolder(dataDir);

  const printed = printing(createPgliteSubmissionStore(database), outbox, print);
  const sending = localSenders(options, printed.mailer);
  const runs = outboxRuns({ ...options, print }, printed, sending);
  // Deliveries a stop or a crash left unsent go out with the first run (the server starts one once it listens): only
  // this process uses the data folder, so a lease is a dead run's, and a backoff is cut short.
  await asRole(database, 'service_role', (tx) =>
    tx.query(
      'update public.contact_deliveries set next_attempt_at = now() where sent_at is null and next_attempt_at > now()',
    ),
  );
  void runs.deliver();

  return {
    /** The send-contact-email function's app, on the embedded database. */
    contact: createContactApp({
      store: printed.store,
      notification: sending.notification,
      outbox: {
        acknowledge: true,
        webhook: sending.hasWebhook,
        runSoon: runs.runSoon,
        notifyAfterAnswer: runs.notifyAfterAnswer,
      },
      hashSalt,
      allowedOrigins: parseAllowedOrigins(options.allowedOrigins),
      globalLimitPerHour: options.globalLimitPerHour,
      logger: printed.logger,
      notSentPage: options.notSentPage,
    }),
    notification: sending.notification,
    database,
    /** The folder that stands in for the e-mail provider: one subfolder per submission, one file per e-mail. */
    outboxDir: outbox.dir,
    /** One run of the notification outbox (the timer calls it too). */
    retryNotifications: runs.retryNotifications,
    /**
     * One run of the outbox: stored submissions' notifications waiting for it, then the deliveries (acknowledgements,
     * webhooks, replies); the timer calls it too.
     */
    runDeliveries: runs.runNow,
    /** A run on a later turn of the event loop (what a stored submission starts). */
    runDeliveriesSoon: runs.runSoon,
    async forgetErased(erasure: Erasure) {
      await forgetErased(database, outbox, print, erasure);
      await restrictDataFolder(dataDir);
    },
    async close() {
      await runs.stop();
      await database.close();
      await restrictDataFolder(dataDir).catch(() => undefined);
    },
  };
}
