/** Supabase Edge Function host of the contact app: real deps from Deno.env, then Deno.serve. */
import { createClient } from '@supabase/supabase-js';
import { siteNotSentTemplate } from '../_shared/form-page.ts';
import { readFunctionConfig } from '../_shared/function-config.ts';
import { retryPendingNotifications } from '../_shared/notification-retry.ts';
import { createResendMailer } from '../_shared/resend-mailer.ts';
import { createSupabaseSubmissionStore } from '../_shared/supabase-store.ts';
import { afterAnswer, configuredSenders } from '../_shared/configured-senders.ts';
import { runDeliveries } from '../_shared/deliveries.ts';
import type { Logger } from '../_shared/types.ts';
import { createContactApp } from './app.ts';

const logger: Logger = {
  info: (message, data) => console.log(JSON.stringify({ level: 'info', message, ...data })),
  warn: (message, data) => console.warn(JSON.stringify({ level: 'warn', message, ...data })),
  error: (message, data) => console.error(JSON.stringify({ level: 'error', message, ...data })),
};

const config = readFunctionConfig((name) => Deno.env.get(name));
for (const warning of config.warnings) logger.warn(warning);

const supabase = createClient(config.supabaseUrl, config.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});

const store = createSupabaseSubmissionStore(supabase);
const notification =
  config.resendApiKey && config.notification
    ? {
        mailer: createResendMailer({ apiKey: config.resendApiKey, fetch }),
        addresses: config.notification,
        desk: { siteUrl: () => config.siteUrl, timeZone: config.timeZone },
      }
    : null;

const senders = configuredSenders(config, notification?.mailer ?? null, fetch);
const deliver = () => runDeliveries({ store, senders, logger });
const logRunFailure = (error: unknown) =>
  logger.error('delivery run failed', { detail: String(error) });

const app = createContactApp(
  {
    store,
    notification,
    outbox: {
      acknowledge: senders.email !== null,
      webhook: senders.webhook !== null,
      runSoon: () => afterAnswer(deliver, logRunFailure),
      notifyAfterAnswer: (notify) => afterAnswer(notify, logRunFailure),
    },
    hashSalt: config.hashSalt,
    allowedOrigins: config.allowedOrigins,
    clientAddressTrust: config.clientAddressTrust,
    globalLimitPerHour: config.globalLimitPerHour,
    logger,
    // A failed form post gets the site's own "not sent" page (from an origin in CONTACT_ALLOWED_ORIGINS) filled in;
    // that page is served from the project URL, and its form posts from there.
    notSentPage: siteNotSentTemplate({ fetch }),
    functionOrigin: new URL(config.supabaseUrl).origin,
  },
  {
    retry: {
      secret: config.retrySecret,
      run: async () => ({
        ...(notification
          ? await retryPendingNotifications({ store, notification, logger })
          : { attempted: 0, notified: 0, failed: 0 }),
        deliveries: await deliver(),
      }),
    },
  },
);

Deno.serve(app.fetch);
