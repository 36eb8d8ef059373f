/**
 * What the embedded host adds for the staff inbox: the local sign-in at /auth/v1/*, the staff account made sure of at
 * start, the `staff` command's endpoint for a running host, and the privacy policy's 24-month purge (at start, hourly).
 */
import type { PGlite } from '@electric-sql/pglite';
import type { AllowedOrigins } from '@agency/supabase/shared/cors';
import type { Hono } from 'hono';
import { createAdminApp } from '@agency/supabase/admin-submissions/app';
import type { AdminEnv } from '@agency/supabase/shared/admin-handler';
import { jsonReply } from '@agency/supabase/shared/http';
import type { NotificationAddresses } from '@agency/supabase/shared/notification-email';
import { createNotificationRetry } from '@agency/supabase/shared/notification-retry';
import type { Mailer } from '@agency/supabase/shared/types';
import {
  createPgliteCallerInbox,
  loadSubmissionAsService,
  type InboxScheduler,
} from '@agency/supabase/pglite/admin-deps';
import { createPgliteSubmissionStore } from '@agency/supabase/pglite/contact-deps';
import { asRole } from '@agency/supabase/pglite/database';
import type { Erasure } from './erased-submissions.ts';
import { AUTH_PREFIX, createLocalAuth, type AuthEnv } from './auth/auth-server.ts';
import { loadKeyPair, type KeyPair } from './auth/key-pair.ts';
import {
  ensureStartupStaff,
  parseStaffCommand,
  runStaffCommand,
  type StartupStaff,
} from './auth/staff-accounts.ts';

export { AUTH_PREFIX };
export const STAFF_COMMAND_PATH = '/__local/staff';
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface StaffInboxOptions {
  database: PGlite;
  dataDir: string;
  /** The host's origin, known only once it listens. */
  origin: () => string;
  staff?: StartupStaff;
  allowedOrigins?: AllowedOrigins;
  /** When each inbox query may run (the host lets visitors go first). */
  scheduleQuery?: InboxScheduler;
  /** How the notification retry sends (the local outbox). */
  notification?: { mailer: Mailer; addresses: NotificationAddresses } | null;
  /** After an erasure or purge: what the host keeps beside the rows follows them (local-backend's forgetErased). */
  forgetErased?: (erasure: Erasure) => Promise<void>;
  print: (line: string) => void;
}

export interface StaffInbox {
  /** The Auth routes under /auth/v1. */
  auth: Hono<AuthEnv>;
  /** The admin-submissions function's app, on this host's own key set. */
  admin: Hono<AdminEnv>;
  keys: KeyPair;
  /** Body `{"args": ["add", "a@b.c"]}`; answers `{"output": "..."}` (400 with the usage for bad arguments). */
  staffCommand(request: Request): Promise<Response>;
  close(): void;
}

/** Deletes the submissions past the retention period; returns how many. */
export async function purgeExpiredSubmissions(database: PGlite): Promise<number> {
  const { rows } = await asRole(database, 'service_role', (tx) =>
    tx.query<{ purged: number }>('select public.purge_expired_contact_submissions() as purged'),
  );
  return rows[0]?.purged ?? 0;
}

export async function startStaffInbox(options: StaffInboxOptions): Promise<StaffInbox> {
  const { database, print } = options;
  const keys = await loadKeyPair(options.dataDir);
  const issuer = () => `${options.origin()}${AUTH_PREFIX}`;
  const verifyAccessToken = keys.verifier(issuer);
  await ensureStartupStaff(database, options.staff ?? {}, print);

  const forgetErased = options.forgetErased ?? (() => Promise.resolve());
  const schedule: InboxScheduler = options.scheduleQuery ?? ((work) => work());
  let atStart = true;
  const purge = async () => {
    try {
      const purged = await purgeExpiredSubmissions(database);
      if (purged > 0) print(`[retention] deleted ${purged} submission(s) older than 24 months`);
      if (purged > 0) await forgetErased({ after: 'purge' });
      else if (atStart) await forgetErased({ after: 'restart' });
      atStart = false;
    } catch (error) {
      print(`[retention] purge failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();

  return {
    auth: createLocalAuth({
      database,
      keys,
      verifyAccessToken,
      issuer,
      allowedOrigins: options.allowedOrigins,
    }),
    admin: createAdminApp({
      verifyAccessToken,
      inboxAs: (claims) => createPgliteCallerInbox(database, claims, schedule),
      retryNotification: createNotificationRetry({
        load: (id) => loadSubmissionAsService(database, id),
        store: createPgliteSubmissionStore(database),
        notification: options.notification ?? null,
      }),
      // Staff work like the queries: visitors' requests go first.
      onErased: (id) => schedule(() => forgetErased({ after: 'erasure', ids: [id] })),
      allowedOrigins: options.allowedOrigins,
      logger: {
        info: () => undefined,
        warn: (message) => print(`[admin] ${message}`),
        error: (message, data) => print(`[admin] ${message} ${JSON.stringify(data ?? {})}`),
      },
    }),
    keys,
    async staffCommand(request) {
      let args: unknown;
      try {
        args = ((await request.json()) as { args?: unknown }).args;
      } catch {
        args = undefined;
      }
      const parsed =
        Array.isArray(args) && args.every((arg) => typeof arg === 'string')
          ? parseStaffCommand(args)
          : 'bad request';
      if (typeof parsed === 'string') return jsonReply(400, { output: parsed });
      return jsonReply(200, { output: await runStaffCommand(database, parsed) });
    },
    close: () => clearInterval(timer),
  };
}
