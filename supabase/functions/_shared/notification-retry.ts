/**
 * The notification outbox: the row is the source of truth. Each run claims the rows whose e-mail is due (failed ones
 * past their backoff, and `new` ones a crash or timeout left behind) and tries them once more. Scheduled in production
 * (pg_cron + pg_net, see supabase/README.md) and on a timer by the local host.
 */
import { MAX_NOTIFY_ATTEMPTS, NOTIFY_STALE_SECONDS, RETRY_BATCH_SIZE } from './limits.ts';
import { notifySubmission, type NotificationDeps } from './notify-submission.ts';
import type { Logger, SubmissionStore } from './types.ts';

export interface RetryRunResult {
  attempted: number;
  notified: number;
  failed: number;
}

export async function retryPendingNotifications(deps: {
  store: SubmissionStore;
  notification: NotificationDeps;
  logger: Logger;
  batchSize?: number;
}): Promise<RetryRunResult> {
  const due = await deps.store.claimPendingNotifications({
    limit: deps.batchSize ?? RETRY_BATCH_SIZE,
    staleSeconds: NOTIFY_STALE_SECONDS,
    maxAttempts: MAX_NOTIFY_ATTEMPTS,
  });
  let notified = 0;
  for (const row of due) {
    if (await notifySubmission(row, deps.notification, deps.store, deps.logger)) notified += 1;
  }
  if (due.length > 0)
    deps.logger.info('notification retry run', { attempted: due.length, notified });
  return { attempted: due.length, notified, failed: due.length - notified };
}
