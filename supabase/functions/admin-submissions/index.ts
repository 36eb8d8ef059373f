/**
 * Supabase Edge Function host of the admin-submissions app (the /admin inbox's API). The caller's access token is
 * verified against the project's JWKS (fetched once and cached by jose); every query runs through a client that
 * carries that token, so Postgres row level security decides what the caller sees. The service role is used only for
 * the notification retry of one row, after the staff check, and for the outbox run that sends a staff reply.
 */
import { createClient } from '@supabase/supabase-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { createAccessTokenVerifier } from '../_shared/access-token.ts';
import { afterAnswer, configuredSenders } from '../_shared/configured-senders.ts';
import { runDeliveries } from '../_shared/deliveries.ts';
import { createNotificationRetry } from '../_shared/notification-retry.ts';
import { createResendMailer } from '../_shared/resend-mailer.ts';
import type { Logger } from '../_shared/types.ts';
import { readFunctionConfig } from '../_shared/function-config.ts';
import { OVERDUE_AFTER_ENV, parseOverdueAfterHours } from '../_shared/waiting-time.ts';
import { createSupabaseSubmissionStore } from '../_shared/supabase-store.ts';
import { createAdminApp } from './app.ts';
import {
  createSupabaseCallerInbox,
  inviteStaffAsService,
  loadSubmissionAsService,
} from './supabase-inbox.ts';

const logger: Logger = {
  info: (message, data) => console.log(JSON.stringify({ level: 'info', message, ...data })),
  warn: (message, data) => console.warn(JSON.stringify({ level: 'warn', message, ...data })),
  error: (message, data) => console.error(JSON.stringify({ level: 'error', message, ...data })),
};

const config = readFunctionConfig((name) => Deno.env.get(name));
// Read at start: an invalid value stops the function with an error naming the variable.
const overdueAfterHours = parseOverdueAfterHours(Deno.env.get(OVERDUE_AFTER_ENV));
const anonKey = Deno.env.get('SUPABASE_ANON_KEY');
if (!anonKey) throw new Error('SUPABASE_ANON_KEY is not set');
const issuer = `${config.supabaseUrl.replace(/\/+$/, '')}/auth/v1`;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const service = createClient(config.supabaseUrl, config.serviceRoleKey, { auth: noSession });

const mailer = config.resendApiKey
  ? createResendMailer({ apiKey: config.resendApiKey, fetch })
  : null;
const senders = configuredSenders(config, mailer, fetch);
const serviceStore = createSupabaseSubmissionStore(service);

const app = createAdminApp({
  verifyAccessToken: createAccessTokenVerifier({
    jwtVerify,
    keySet: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)),
    issuer,
  }),
  inboxAs: (_claims, accessToken) =>
    createSupabaseCallerInbox(
      createClient(config.supabaseUrl, anonKey, {
        auth: noSession,
        global: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
    ),
  retryNotification: createNotificationRetry({
    load: (id) => loadSubmissionAsService(service, id),
    store: serviceStore,
    notification:
      mailer && config.notification
        ? {
            mailer,
            addresses: config.notification,
            desk: { siteUrl: () => config.siteUrl, timeZone: config.timeZone },
          }
        : null,
    logger,
  }),
  inviteStaff: (email, redirectTo) => inviteStaffAsService(service, email, redirectTo),
  // A reply goes out through the outbox (service role), after the answer; the scheduled run retries it.
  replies: senders.email
    ? {
        sendSoon: () =>
          afterAnswer(
            () => runDeliveries({ store: serviceStore, senders, logger }),
            (error) => logger.error('delivery run failed', { detail: String(error) }),
          ),
      }
    : null,
  allowedOrigins: config.allowedOrigins,
  logger,
  overdueAfterHours,
});

Deno.serve(app.fetch);
