/** One notification attempt for a stored row, recorded on the row: used by the handler and by the outbox retry. */
import {
  composeNotificationEmail,
  notificationIdempotencyKey,
  type NotificationAddresses,
  type NotificationDesk,
} from './notification-email.ts';
import type { Logger, Mailer, StoredSubmission, SubmissionStore } from './types.ts';

export interface NotificationDeps {
  mailer: Mailer;
  addresses: NotificationAddresses;
  /** The "Open in inbox" link and the agency's time zone; without it the e-mail has neither. */
  desk?: NotificationDesk;
}

/** Sends the e-mail and marks the row `notified`, or `notify_failed` (retried later); never throws. */
export async function notifySubmission(
  stored: StoredSubmission,
  notification: NotificationDeps,
  store: Pick<SubmissionStore, 'markNotification'>,
  logger: Logger,
): Promise<boolean> {
  try {
    await notification.mailer.send(
      composeNotificationEmail(stored, notification.addresses, notification.desk),
      {
        idempotencyKey: notificationIdempotencyKey(stored.id),
        submissionId: stored.id,
      },
    );
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    logger.error('notification e-mail failed; submission kept for retry', {
      id: stored.id,
      detail,
    });
    await store
      .markNotification(stored.id, 'notify_failed', detail.slice(0, 1000))
      .catch((markError) =>
        logger.error('could not mark submission notify_failed', {
          id: stored.id,
          detail: String(markError),
        }),
      );
    return false;
  }
  await store.markNotification(stored.id, 'notified', null).catch((markError) =>
    logger.error('e-mail sent but the submission could not be marked notified', {
      id: stored.id,
      detail: String(markError),
    }),
  );
  return true;
}
