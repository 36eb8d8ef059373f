/** The outbox's senders from the function's configuration, one definition for both Edge Functions. */
import type { DeliverySenders } from './deliveries.ts';
import type { FunctionConfig } from './function-config.ts';
import type { Mailer } from './types.ts';
import { createWebhookSender } from './webhook.ts';

export function configuredSenders(
  config: FunctionConfig,
  mailer: Mailer | null,
  fetchImpl: typeof fetch,
): DeliverySenders {
  return {
    email:
      mailer && config.notification && config.replyTo
        ? { mailer, addresses: { from: config.notification.from, replyTo: config.replyTo } }
        : null,
    webhook: config.webhook
      ? createWebhookSender({ target: config.webhook, fetch: fetchImpl })
      : null,
    siteUrl: config.siteUrl,
    timeZone: config.timeZone,
  };
}

/**
 * Work to finish after the answer: Supabase's runtime keeps the worker alive for a promise handed to
 * `EdgeRuntime.waitUntil`; elsewhere the promise just runs (the scheduled outbox run picks up anything it missed).
 */
export function afterAnswer(work: () => Promise<unknown>, onError: (error: unknown) => void): void {
  const promise = work().catch(onError);
  (
    globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } }
  ).EdgeRuntime?.waitUntil(promise);
}
