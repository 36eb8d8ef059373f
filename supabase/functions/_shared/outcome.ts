/**
 * Why a submission was not sent, and what each reason reads: the closed set of reasons, their texts, and where the
 * form posted without JavaScript lands. Re-exported by @agency/contact-client (the outcome pages).
 */
import { MAX_LENGTHS, MAX_METADATA_BYTES } from './limits.ts';
import {
  CONTACT_MESSAGES,
  HTTP_ERROR_MESSAGES,
  SERVER_VALIDATION_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages.ts';
import {
  serverRuleReasons,
  type ContactField,
  type ContactFieldErrors,
  type ContactFields,
} from './validation.ts';

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
  /** With a reason about the form's fields: every field's reason (the JSON answer names only the first). */
  fieldReasons?: Partial<Record<ContactField, FieldReason>>;
}

export type ContactOutcome =
  /** `id` of the stored row; null when nothing new was stored (a repeated Idempotency-Key, a bot over its ceiling). */
  { ok: true; id: string | null } | ContactFailure;

/**
 * Where a form posted without JavaScript lands: the site's prerendered "sent" page, or its "not sent" page with the
 * reason as the URL fragment (the page shows the one text its fragment names). The site's route manifest
 * (@agency/content) has the same paths; the site's tests check they agree.
 */
export const FORM_OUTCOME_PATHS = {
  sent: '/contact/sent',
  notSent: '/contact/not-sent',
} as const;

/**
 * The parts of the prerendered "not sent" page that the function fills in when it answers a failed form post with
 * that page (form-page.ts): the attributes that mark them, and the placeholders of the field-error prototype.
 */
export const NOT_SENT_PAGE = {
  /** On the reasons' list: the function sets the reasons to show, separated by spaces. */
  reasonsAttribute: 'data-not-sent-reasons',
  /** On the static page's "use Back" block: hidden once the page carries the filled form. */
  backAttribute: 'data-not-sent-back',
  /** On the `<template>` that holds the form: the static page never shows it, since its fields would be empty. */
  formAttribute: 'data-not-sent-form',
  /** On the `<template>` that holds one field error, written with the two placeholders below. */
  fieldErrorAttribute: 'data-not-sent-field-error',
  fieldErrorId: 'not-sent-field-error-id',
  fieldErrorText: 'not-sent-field-error-text',
  /** The form's id, and the prefix of its fields' ids. */
  formId: 'not-sent',
  /** Hidden field of a page the function served: the site that the first post came from (form-page.ts). */
  siteOriginField: 'site-origin',
} as const;

/**
 * Every reason the "not sent" page can give, by fragment id, with the text a visitor reads: the reasons about the
 * form's own fields, the limit, a failure, and `unexpected` for everything a browser's own form cannot cause.
 */
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

/** The reasons about the form's own fields (the first block of CONTACT_FAILURE_REASONS). */
export type FieldReason = Exclude<NotSentReason, 'rate-limited' | 'failed' | 'unexpected'>;

/** The reasons whose text names a body key (`field`). */
type KeyedReason = 'unexpected-field' | 'not-text' | 'too-long' | 'characters';

/** The texts of the reasons about the request and the body as a whole. */
const OTHER_TEXTS: Readonly<
  Record<Exclude<ContactFailureReason, NotSentReason | KeyedReason>, string>
> = {
  'body-not-object': SERVER_VALIDATION_MESSAGES.bodyNotObject,
  'metadata-not-object': SERVER_VALIDATION_MESSAGES.metadataNotObject,
  'metadata-too-large': SERVER_VALIDATION_MESSAGES.metadataTooLarge(MAX_METADATA_BYTES),
  'headers-too-large': HTTP_ERROR_MESSAGES.headersTooLarge,
  'origin-not-allowed': HTTP_ERROR_MESSAGES.originNotAllowed,
  'method-not-allowed': HTTP_ERROR_MESSAGES.methodNotAllowed,
  'unsupported-media-type': HTTP_ERROR_MESSAGES.unsupportedMediaType,
  'invalid-idempotency-key': HTTP_ERROR_MESSAGES.invalidIdempotencyKey,
  'payload-too-large': HTTP_ERROR_MESSAGES.payloadTooLarge,
  'invalid-json': HTTP_ERROR_MESSAGES.invalidJson,
  'body-incomplete': HTTP_ERROR_MESSAGES.bodyIncomplete,
  'client-unknown': HTTP_ERROR_MESSAGES.clientAddressUnknown,
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
      return SERVER_VALIDATION_MESSAGES.unexpectedField(field);
    case 'not-text':
      return SERVER_VALIDATION_MESSAGES.notText(field);
    case 'too-long':
      return SERVER_VALIDATION_MESSAGES.fieldTooLong(
        field,
        OPTIONAL_TEXT_CAPS[field] ?? MAX_LENGTHS.metadataText,
      );
    case 'characters':
      return SERVER_VALIDATION_MESSAGES.invalidCharacters(field);
    default:
      return Object.hasOwn(NOT_SENT_REASONS, reason)
        ? NOT_SENT_REASONS[reason as NotSentReason]
        : OTHER_TEXTS[reason as keyof typeof OTHER_TEXTS];
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

/** The server-only rules (validation.ts) as texts. Empty object = valid. */
export function validateServerLimits(fields: ContactFields): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, reason] of Object.entries(serverRuleReasons(fields)))
    errors[field as ContactField] = NOT_SENT_REASONS[reason];
  return errors;
}
