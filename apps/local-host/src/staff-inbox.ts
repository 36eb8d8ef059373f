/**
 * What the embedded host adds for the staff inbox: the local sign-in at /auth/v1/*, the admin function on the host's
 * own key set, the staff account made sure of at start, the `staff` command's endpoint for a running host, and the
 * privacy policy's 24-month purge (at start, hourly).
 */
import type { PGlite } from '@electric-sql/pglite';
import { createAdminApp } from '@agency/supabase/admin-submissions/app';
import { type AllowedOrigins, jsonReply, type NotificationDeps } from '@agency/supabase/handlers';
import { asRole, createPgliteAdminDeps, type InboxScheduler } from '@agency/supabase/pglite';
import { AUTH_PREFIX, createLocalAuth } from './auth/auth-server.ts';
import { join } from 'node:path';
import { loadKeyPair } from './auth/key-pair.ts';
import { createRecovery, openStaffMailbox } from './auth/recovery.ts';
import { ensureStartupStaff, parseStaffCommand, runStaffCommand } from './auth/staff-accounts.ts';
import { repeatEvery, type Erasure } from './local-backend.ts';
import type { StartServerOptions } from './server.ts';

export const STAFF_COMMAND_PATH = '/__local/staff';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface StaffInboxOptions extends Pick<StartServerOptions, 'staff' | 'overdueAfterHours'> {
  database: PGlite;
  dataDir: string;
  /** The host's origin, known only once it listens. */
  origin: () => string;
  allowedOrigins?: AllowedOrigins;
  /** When each inbox query may run (the host lets visitors go first). */
  scheduleQuery?: InboxScheduler;
  /** How the notification retry sends (the local outbox). */
  notification?: NotificationDeps | null;
  /** Starts the outbox run that sends a staff reply (local-backend's runDeliveriesSoon). */
  sendReplies?: () => void;
  /** After an erasure or purge: what the host keeps beside the rows follows them (local-backend's forgetErased). */
  forgetErased?: (erasure: Erasure) => Promise<void>;
  print: (line: string) => void;
}

export type StaffInbox = Awaited<ReturnType<typeof startStaffInbox>>;

/** Deletes the submissions past the retention period, at once and then hourly; the first run also finishes a cleanup. */
async function startPurge(options: StaffInboxOptions) {
  const { database, print, forgetErased = () => Promise.resolve() } = options;
  let atStart = true;
  const purge = async () => {
    try {
      const { rows } = await asRole(database, 'service_role', (tx) =>
        tx.query<{ purged: number }>('select public.purge_expired_contact_submissions() as purged'),
      );
      const purged = rows[0]?.purged ?? 0;
      if (purged > 0) print(`[retention] deleted ${purged} submission(s) older than 24 months`);
      if (purged > 0) await forgetErased({ after: 'purge' });
      else if (atStart) await forgetErased({ after: 'restart' });
      atStart = false;
    } catch (error) {
      print(`[retention] purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await purge();
  return repeatEvery(PURGE_INTERVAL_MS, purge);
}

/** Body `{"args": ["add", "a@b.c"]}`; answers `{"output": "..."}` (400 with the usage for bad arguments). */
async function staffCommand(database: PGlite, request: Request): Promise<Response> {
  const { args } = ((await request.json().catch(() => null)) ?? {}) as { args?: unknown };
  const strings = Array.isArray(args) && args.every((arg) => typeof arg === 'string');
  const parsed = strings ? parseStaffCommand(args) : 'bad request';
  if (typeof parsed === 'string') return jsonReply(400, { output: parsed });
  return jsonReply(200, { output: await runStaffCommand(database, parsed) });
}

export async function startStaffInbox(options: StaffInboxOptions) {
  const { database, print } = options;
  const keys = await loadKeyPair(options.dataDir);
  const issuer = () => `${options.origin()}${AUTH_PREFIX}`;
  const verifyAccessToken = keys.verifier(issuer);
  await ensureStartupStaff(database, options.staff ?? {}, print);
  const schedule: InboxScheduler = options.scheduleQuery ?? ((work) => work());
  const forgetErased = options.forgetErased ?? (() => Promise.resolve());
  const stopPurge = await startPurge(options);
  const recovery = createRecovery({
    database,
    // Beside the notifications, in a folder of its own (outbox-folder.ts reads only submissions' folders).
    mailbox: openStaffMailbox(join(options.dataDir, 'outbox'), print),
    origin: options.origin,
    print,
  });
  return {
    /** The Auth routes under /auth/v1. */
    auth: createLocalAuth({
      database,
      keys,
      verifyAccessToken,
      issuer,
      allowedOrigins: options.allowedOrigins,
      recovery,
    }),
    /** The admin-submissions function's app, on this host's own key set. */
    admin: createAdminApp(
      createPgliteAdminDeps(database, {
        verifyAccessToken,
        schedule,
        notification: options.notification ?? null,
        inviteStaff: (email, redirectTo) => recovery.invite(email, redirectTo),
        replies: options.sendReplies ? { sendSoon: options.sendReplies } : null,
        // Staff work like the queries: visitors' requests go first.
        onErased: (id) => schedule(() => forgetErased({ after: 'erasure', ids: [id] })),
        allowedOrigins: options.allowedOrigins,
        overdueAfterHours: options.overdueAfterHours,
        logger: {
          info: () => undefined,
          warn: (message) => print(`[admin] ${message}`),
          error: (message, data) => print(`[admin] ${message} ${JSON.stringify(data ?? {})}`),
        },
      }),
    ),
    keys,
    staffCommand: (request: Request) => staffCommand(database, request),
    close: stopPurge,
  };
}
