/**
 * Every text a visitor can read from the contact pipeline, in one place. The form (through @agency/contact-client) and
 * the server both import these; a text that states a limit is built from the constant it states. The texts by reason
 * are in outcome.ts.
 */
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH, MIN_LENGTHS } from './limits.ts';

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
  invalidIdempotencyKey: `Idempotency-Key must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, - or _`,
  clientAddressUnknown:
    'We could not tell where this request came from, so it was not sent. Please e-mail us instead.',
} as const;

/** The texts of the form's own rules, by reason. */
export const FORM_RULE_TEXTS = {
  'name-required': VALIDATION_MESSAGES.nameRequired,
  'name-too-short': VALIDATION_MESSAGES.nameTooShort,
  'email-required': VALIDATION_MESSAGES.emailRequired,
  'email-invalid': VALIDATION_MESSAGES.emailInvalid,
  'message-required': VALIDATION_MESSAGES.messageRequired,
  'message-too-short': VALIDATION_MESSAGES.messageTooShort,
} as const;

export type FormRuleReason = keyof typeof FORM_RULE_TEXTS;
