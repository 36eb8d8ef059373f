/**
 * Every text a visitor can read from the contact pipeline, in one place, and the closed set of reasons a submission
 * is not sent. The form (through @agency/contact-client) and the server both import these; a text that states a limit
 * is built from the constant it states.
 */
import { IDEMPOTENCY_KEY_LENGTH, MAX_LENGTHS, MAX_METADATA_BYTES, MIN_LENGTHS } from './limits.ts';

export const VALIDATION_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${MIN_LENGTHS.name} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${MIN_LENGTHS.message} characters`,
} as const;

/** Server-only rules the form never trips for an honest visitor. */
export const SERVER_VALIDATION_MESSAGES = {
  nameTooLong: (max: number) => `Name must be at most ${max} characters`,
  emailTooLong: (max: number) => `Email must be at most ${max} characters`,
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
  nameSingleLine: 'Name must be a single line',
  invalidCharacters: (field: string) => `${field} contains characters that are not allowed`,
  notText: (field: string) => `${field} must be text`,
  fieldTooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  unexpectedField: (field: string) => `Unexpected field: ${field}`,
  metadataNotObject: 'metadata must be an object',
  metadataTooLarge: (maxBytes: number) => `metadata must be at most ${maxBytes} bytes`,
  bodyNotObject: 'Request body must be a JSON object',
} as const;

export const CONTACT_MESSAGES = {
  success: "Message sent successfully! We'll get back to you within 24 hours.",
  rateLimited: 'Too many submissions. Please wait a minute before trying again.',
  /** The answer carried an error without text, or no success flag. */
  failedToSend: 'Failed to send message',
  /** Network, relay and server failures. */
  tryAgainLater: 'Something went wrong. Please try again later.',
  /** Anything else that went wrong on the way. */
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const HTTP_ERROR_MESSAGES = {
  methodNotAllowed: 'Method not allowed. Use POST.',
  unsupportedMediaType: 'Content-Type must be application/json',
  payloadTooLarge: 'Request body is too large',
  headersTooLarge: 'Request headers are too large',
  invalidJson: 'Request body is not valid JSON',
  bodyIncomplete: 'Request body was not received completely',
  originNotAllowed: 'Origin not allowed',
  invalidIdempotencyKey: `Idempotency-Key must be ${IDEMPOTENCY_KEY_LENGTH.min} to ${IDEMPOTENCY_KEY_LENGTH.max} letters, digits, - or _`,
  clientAddressUnknown:
    'We could not tell where this request came from, so it was not sent. Please e-mail us instead.',
} as const;

/**
 * Why a submission was not sent: the closed set of the JSON answer's `code`. The reasons about the form's own fields
 * (the first block) are also the fragments of the "not sent" page; the generic body reasons name their key in `field`.
 */
export const CONTACT_FAILURE_REASONS = [
  'name-required',
  'name-too-short',
  'name-too-long',
  'name-single-line',
  'name-characters',
  'email-required',
  'email-invalid',
  'email-too-long',
  'email-characters',
  'message-required',
  'message-too-short',
  'message-too-long',
  'message-characters',
  'body-not-object',
  'unexpected-field',
  'not-text',
  'too-long',
  'characters',
  'metadata-not-object',
  'metadata-too-large',
  'headers-too-large',
  'origin-not-allowed',
  'method-not-allowed',
  'unsupported-media-type',
  'invalid-idempotency-key',
  'payload-too-large',
  'invalid-json',
  'body-incomplete',
  'client-unknown',
  'rate-limited',
  'failed',
] as const;

export type ContactFailureReason = (typeof CONTACT_FAILURE_REASONS)[number];

export interface ContactFailure {
  ok: false;
  reason: ContactFailureReason;
  /** The body key a generic reason is about (`userAgent`, `metadata.source`, an unexpected key). */
  field?: string;
  /** With `rate-limited`: when the sender may try again. */
  retryAfterSeconds?: number;
}

export type ContactOutcome =
  /** `id` of the stored row; null when nothing new was stored (a repeated Idempotency-Key, a bot over its ceiling). */
  { ok: true; id: string | null } | ContactFailure;

const S = SERVER_VALIDATION_MESSAGES;
const H = HTTP_ERROR_MESSAGES;

/** The texts of the form's own rules, by reason. */
export const FORM_RULE_TEXTS = {
  'name-required': VALIDATION_MESSAGES.nameRequired,
  'name-too-short': VALIDATION_MESSAGES.nameTooShort,
  'email-required': VALIDATION_MESSAGES.emailRequired,
  'email-invalid': VALIDATION_MESSAGES.emailInvalid,
  'message-required': VALIDATION_MESSAGES.messageRequired,
  'message-too-short': VALIDATION_MESSAGES.messageTooShort,
} as const;

/** The texts of every reason about the form's own fields, by reason (the server also caps and cleans them). */
export const FIELD_TEXTS = {
  'name-required': VALIDATION_MESSAGES.nameRequired,
  'name-too-short': VALIDATION_MESSAGES.nameTooShort,
  'name-too-long': S.nameTooLong(MAX_LENGTHS.name),
  'name-single-line': S.nameSingleLine,
  'name-characters': S.invalidCharacters('Name'),
  'email-required': VALIDATION_MESSAGES.emailRequired,
  'email-invalid': VALIDATION_MESSAGES.emailInvalid,
  'email-too-long': S.emailTooLong(MAX_LENGTHS.email),
  'email-characters': S.invalidCharacters('Email'),
  'message-required': VALIDATION_MESSAGES.messageRequired,
  'message-too-short': VALIDATION_MESSAGES.messageTooShort,
  'message-too-long': S.messageTooLong(MAX_LENGTHS.message),
  'message-characters': S.invalidCharacters('Message'),
} as const;

/**
 * Where a form posted without JavaScript lands: the site's prerendered "sent" page, or its "not sent" page with the
 * reason as the URL fragment (the page shows the one text its fragment names). The site's route manifest
 * (@agency/content) has the same paths; the site's tests check they agree.
 */
export const FORM_OUTCOME_PATHS = {
  sent: '/contact/sent',
  notSent: '/contact/not-sent',
} as const;

/** Every reason the "not sent" page can give, by fragment id, with the text a visitor reads. */
export const NOT_SENT_REASONS = {
  ...FIELD_TEXTS,
  'rate-limited': CONTACT_MESSAGES.rateLimited,
  failed: CONTACT_MESSAGES.tryAgainLater,
  /** Everything a browser's own form cannot cause (a script's body, a lost upload, an unknown client). */
  unexpected: CONTACT_MESSAGES.unexpected,
} as const;

export type NotSentReason = keyof typeof NOT_SENT_REASONS;

export type FieldReason = keyof typeof FIELD_TEXTS;
export type FormRuleReason = keyof typeof FORM_RULE_TEXTS;

/** The reasons whose text names a body key (`field`). */
type KeyedReason = 'unexpected-field' | 'not-text' | 'too-long' | 'characters';

const FIXED_TEXTS: Readonly<Record<Exclude<ContactFailureReason, KeyedReason>, string>> = {
  ...FIELD_TEXTS,
  'body-not-object': S.bodyNotObject,
  'metadata-not-object': S.metadataNotObject,
  'metadata-too-large': S.metadataTooLarge(MAX_METADATA_BYTES),
  'headers-too-large': H.headersTooLarge,
  'origin-not-allowed': H.originNotAllowed,
  'method-not-allowed': H.methodNotAllowed,
  'unsupported-media-type': H.unsupportedMediaType,
  'invalid-idempotency-key': H.invalidIdempotencyKey,
  'payload-too-large': H.payloadTooLarge,
  'invalid-json': H.invalidJson,
  'body-incomplete': H.bodyIncomplete,
  'client-unknown': H.clientAddressUnknown,
  'rate-limited': CONTACT_MESSAGES.rateLimited,
  failed: CONTACT_MESSAGES.tryAgainLater,
};

/** Caps of the optional body keys, for the `too-long` text; metadata values have MAX_LENGTHS.metadataText. */
const OPTIONAL_TEXT_CAPS: Readonly<Record<string, number>> = {
  userAgent: MAX_LENGTHS.userAgent,
  ipAddress: MAX_LENGTHS.ipAddress,
  website: MAX_LENGTHS.honeypot,
};

/** The text a visitor (or a script) reads for a failure. */
export function failureText({ reason, field = '' }: Omit<ContactFailure, 'ok'>): string {
  switch (reason) {
    case 'unexpected-field':
      return S.unexpectedField(field);
    case 'not-text':
      return S.notText(field);
    case 'too-long':
      return S.fieldTooLong(field, OPTIONAL_TEXT_CAPS[field] ?? MAX_LENGTHS.metadataText);
    case 'characters':
      return S.invalidCharacters(field);
    default:
      return FIXED_TEXTS[reason];
  }
}

/** The "not sent" page's fragment for a reason: its own when the page has it, else `unexpected`. */
export function notSentFragment(reason: ContactFailureReason): NotSentReason {
  return Object.hasOwn(NOT_SENT_REASONS, reason) ? (reason as NotSentReason) : 'unexpected';
}

/** `https://site/contact/sent` or `https://site/contact/not-sent#email-invalid`; a path when `siteOrigin` is ''. */
export function formOutcomeLocation(siteOrigin: string, reason: NotSentReason | null): string {
  return reason === null
    ? `${siteOrigin}${FORM_OUTCOME_PATHS.sent}`
    : `${siteOrigin}${FORM_OUTCOME_PATHS.notSent}#${reason}`;
}
