/** The e-mail that tells the agency about a new submission. Every visitor value is HTML-escaped. */
import type { OutgoingEmail, StoredSubmission } from './types.ts';

export interface NotificationAddresses {
  /** Sender the e-mail provider has verified, e.g. `Website <contact@example.com>`. */
  from: string;
  /** The agency inbox. */
  to: string;
}

/**
 * The provider's idempotency key of a submission's notification, in the `<event>/<entity id>` form Resend suggests: one
 * e-mail per submission, whichever attempt (the handler, the outbox, a staff retry) gets it through.
 */
export function notificationIdempotencyKey(submissionId: string): string {
  return `contact-notification/${submissionId}`;
}

export function composeNotificationEmail(
  submission: StoredSubmission,
  addresses: NotificationAddresses,
): OutgoingEmail {
  const rows: [string, string][] = [
    ['Name', submission.name],
    ['Email', submission.email],
    ['Received', submission.createdAt],
    ['Source', submission.source],
    ['User agent', submission.userAgent ?? 'unknown'],
    ['Submission id', submission.id],
  ];
  const htmlRows = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    `<h1>New contact form submission</h1><table>${htmlRows}</table>` +
    `<h2>Message</h2><p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`;
  const text = `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${submission.message}\n`;

  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: submission.email,
    // The name is validated single-line, so it cannot inject headers.
    subject: `New contact form submission from ${submission.name}`,
    html,
    text,
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
