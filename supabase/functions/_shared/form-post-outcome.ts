/**
 * Where a form posted without JavaScript lands: the site's prerendered "sent" page, or its "not sent" page with the
 * reason as the URL fragment (the page shows the one text its fragment names). The site's route manifest
 * (@agency/content) has the same paths; the site's tests check they agree. Re-exported by @agency/contact-client.
 */
import { MAX_LENGTHS } from './limits.ts';
import { CONTACT_MESSAGES, SERVER_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';

export const FORM_OUTCOME_PATHS = {
  sent: '/contact/sent',
  notSent: '/contact/not-sent',
} as const;

/** Every reason the "not sent" page can give, by fragment id, with the text a visitor reads. */
export const NOT_SENT_REASONS = {
  'name-required': VALIDATION_MESSAGES.nameRequired,
  'name-too-short': VALIDATION_MESSAGES.nameTooShort,
  'name-too-long': SERVER_VALIDATION_MESSAGES.nameTooLong(MAX_LENGTHS.name),
  'name-single-line': SERVER_VALIDATION_MESSAGES.nameSingleLine,
  'name-characters': SERVER_VALIDATION_MESSAGES.invalidCharacters('Name'),
  'email-required': VALIDATION_MESSAGES.emailRequired,
  'email-invalid': VALIDATION_MESSAGES.emailInvalid,
  'email-too-long': SERVER_VALIDATION_MESSAGES.emailTooLong(MAX_LENGTHS.email),
  'email-characters': SERVER_VALIDATION_MESSAGES.invalidCharacters('Email'),
  'message-required': VALIDATION_MESSAGES.messageRequired,
  'message-too-short': VALIDATION_MESSAGES.messageTooShort,
  'message-too-long': SERVER_VALIDATION_MESSAGES.messageTooLong(MAX_LENGTHS.message),
  'message-characters': SERVER_VALIDATION_MESSAGES.invalidCharacters('Message'),
  'rate-limited': CONTACT_MESSAGES.rateLimited,
  failed: CONTACT_MESSAGES.tryAgainLater,
  unexpected: CONTACT_MESSAGES.unexpected,
} as const;

export type NotSentReason = keyof typeof NOT_SENT_REASONS;

const REASON_BY_TEXT = new Map<string, NotSentReason>(
  (Object.entries(NOT_SENT_REASONS) as [NotSentReason, string][]).map(([id, text]) => [text, id]),
);

/** The reason for a failed answer of the JSON handler: its error text, else its status. */
export function notSentReason(status: number, error: string | undefined): NotSentReason {
  const known = error === undefined ? undefined : REASON_BY_TEXT.get(error);
  if (known) return known;
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'failed';
  return 'unexpected';
}

/** `https://site/contact/sent` or `https://site/contact/not-sent#email-invalid`; a path when `siteOrigin` is ''. */
export function formOutcomeLocation(siteOrigin: string, reason: NotSentReason | null): string {
  return reason === null
    ? `${siteOrigin}${FORM_OUTCOME_PATHS.sent}`
    : `${siteOrigin}${FORM_OUTCOME_PATHS.notSent}#${reason}`;
}
