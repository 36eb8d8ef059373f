/**
 * The notification outbox: the row is the source of truth. Each run claims the rows whose e-mail is due (failed ones
 * past their backoff, and `new` ones a crash or timeout left behind) and tries them once more. Scheduled in production
 * (pg_cron + pg_net, see supabase/README.md) and on a timer by the local host. Staff can also retry one failed row
 * from the inbox at once.
 */
import { MAX_NOTIFY_ATTEMPTS, NOTIFY_STALE_SECONDS, RETRY_BATCH_SIZE } from './limits.ts';
import { notifySubmission, type NotificationDeps } from './notify-submission.ts';
import { silentLogger, type Logger, type StoredSubmission, type SubmissionStore } from './types.ts';

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

export type RetryOutcome =
  | { kind: 'notified' }
  | { kind: 'failed' }
  | { kind: 'not-failed' }
  | { kind: 'not-found' }
  | { kind: 'no-provider' };

export interface NotificationRetryDeps {
  /** The row with its current status, read with the service role. */
  load(id: string): Promise<(StoredSubmission & { currentStatus: string }) | null>;
  store: Pick<SubmissionStore, 'markNotification'>;
  notification: NotificationDeps | null;
  logger?: Logger;
}

/** A staff member's retry of one `notify_failed` row, recorded on the row like any other attempt. */
export function createNotificationRetry(deps: NotificationRetryDeps) {
  return async function retryNotification(id: string): Promise<RetryOutcome> {
    const submission = await deps.load(id);
    if (submission === null) return { kind: 'not-found' };
    if (submission.currentStatus !== 'notify_failed') return { kind: 'not-failed' };
    if (deps.notification === null) return { kind: 'no-provider' };
    const sent = await notifySubmission(
      submission,
      deps.notification,
      deps.store,
      deps.logger ?? silentLogger,
    );
    return sent ? { kind: 'notified' } : { kind: 'failed' };
  };
}
