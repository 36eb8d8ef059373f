/** Sends the notification e-mail of a submission whose first attempt failed, as the service role. */
import { composeNotificationEmail, type NotificationAddresses } from './notification-email.ts';
import type { Logger, Mailer, StoredSubmission, SubmissionStore } from './types.ts';

export type RetryOutcome =
  | { kind: 'notified' }
  | { kind: 'failed'; detail: string }
  | { kind: 'not-failed' }
  | { kind: 'not-found' }
  | { kind: 'no-provider' };

export interface NotificationRetryDeps {
  /** The row with its current status, read with the service role. */
  load(id: string): Promise<(StoredSubmission & { currentStatus: string }) | null>;
  store: SubmissionStore;
  notification: { mailer: Mailer; addresses: NotificationAddresses } | null;
  logger?: Logger;
}

export function createNotificationRetry(deps: NotificationRetryDeps) {
  return async function retryNotification(id: string): Promise<RetryOutcome> {
    const submission = await deps.load(id);
    if (submission === null) return { kind: 'not-found' };
    if (submission.currentStatus !== 'notify_failed') return { kind: 'not-failed' };
    if (deps.notification === null) return { kind: 'no-provider' };
    try {
      await deps.notification.mailer.send(
        composeNotificationEmail(submission, deps.notification.addresses),
      );
      await deps.store.markNotification(id, 'notified', null);
      return { kind: 'notified' };
    } catch (error) {
      const detail = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      deps.logger?.error('notification retry failed', { id, detail });
      await deps.store.markNotification(id, 'notify_failed', detail);
      return { kind: 'failed', detail };
    }
  };
}
