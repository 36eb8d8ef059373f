/** The e-mail that tells the agency about a new submission. Every visitor value is HTML-escaped. */
import { formatAgencyTime, inboxLink } from './agency-time.ts';
import type { OutgoingEmail, StoredSubmission } from './types.ts';
import { isValidEmail } from './validation.ts';

export interface NotificationAddresses {
  /** Sender the e-mail provider has verified, e.g. `Website <contact@example.com>`. */
  from: string;
  /** The agency's inbox, or several (CONTACT_TO_EMAIL, comma-separated). */
  to: string | readonly string[];
}

/** Where staff open the submission and how they read its time. */
export interface NotificationDesk {
  /** The site's origin, for the "Open in inbox" link; null leaves the link out. */
  siteUrl: () => string | null;
  /** The agency's IANA time zone (agency-time.ts). */
  timeZone: string;
}

/** At most this many notification recipients (Resend's limit per e-mail). */
export const MAX_RECIPIENTS = 50;

/**
 * CONTACT_TO_EMAIL: one address, or several separated by commas (a list); each must be an address, none twice. Null
 * when unset; throws a sentence naming the variable otherwise.
 */
export function parseRecipients(
  value: string | undefined,
  name = 'CONTACT_TO_EMAIL',
): string | string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const addresses = value.split(',').map((address) => address.trim());
  const wrong = addresses.find((address) => !isValidEmail(address));
  if (wrong !== undefined)
    throw new Error(
      `${name} must be e-mail addresses separated by commas; "${wrong}" is not an address`,
    );
  const distinct = [...new Set(addresses.map((address) => address.toLowerCase()))];
  if (distinct.length !== addresses.length) throw new Error(`${name} names an address twice`);
  if (addresses.length > MAX_RECIPIENTS)
    throw new Error(`${name} may name at most ${MAX_RECIPIENTS} addresses`);
  return addresses.length === 1 ? addresses[0]! : addresses;
}

/** The first of the agency's addresses: where answers to the agency's e-mails go. */
export function firstRecipient(to: string | readonly string[]): string {
  return typeof to === 'string' ? to : (to[0] ?? '');
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
  desk?: NotificationDesk,
): OutgoingEmail {
  const siteUrl = desk?.siteUrl() ?? null;
  const link = siteUrl ? inboxLink(siteUrl, submission.id) : null;
  const rows: [string, string][] = [
    ['Name', submission.name],
    ['Email', submission.email],
    [
      'Received',
      desk
        ? `${formatAgencyTime(submission.createdAt, desk.timeZone)} (${desk.timeZone})`
        : submission.createdAt,
    ],
    ['Source', submission.source],
    ['User agent', submission.userAgent ?? 'unknown'],
    ['Submission id', submission.id],
  ];
  const htmlRows = rows
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  const html =
    `<h1>New contact form submission</h1>` +
    (link ? `<p><a href="${escapeHtml(link)}">Open in inbox</a></p>` : '') +
    `<table>${htmlRows}</table>` +
    `<h2>Message</h2><p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`;
  const text =
    (link ? `Open in inbox: ${link}\n\n` : '') +
    `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${submission.message}\n`;

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
