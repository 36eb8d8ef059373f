/**
 * The one validation module of the contact pipeline: the form runs `validateContactForm`, the server runs it too and
 * then `validateServerLimits`. Re-exported by @agency/contact-client.
 */
import { MAX_LENGTHS, MIN_LENGTHS } from './limits.ts';
import { SERVER_VALIDATION_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';

export { VALIDATION_MESSAGES } from './messages.ts';

export type ContactField = 'name' | 'email' | 'message';

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

export type ContactFields = Record<ContactField, string>;

/** Per-field messages; a field without an entry is valid. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** Spec §5: text, an at-sign, text, a dot, text; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// C0 controls, DEL and C1 controls; a message may still hold tabs and line breaks.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_CHARACTERS_EXCEPT_WHITESPACE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Length in characters (code points), the way Postgres `char_length` counts. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

export function trimContactFields(fields: ContactFields): ContactFields {
  return { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The spec's rules, applied to the trimmed values. Empty object = valid. */
export function validateContactForm(fields: ContactFields): ContactFieldErrors {
  const { name, email, message } = trimContactFields(fields);
  const errors: ContactFieldErrors = {};

  if (name === '') errors.name = VALIDATION_MESSAGES.nameRequired;
  else if (characterCount(name) < MIN_LENGTHS.name) errors.name = VALIDATION_MESSAGES.nameTooShort;

  if (email === '') errors.email = VALIDATION_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = VALIDATION_MESSAGES.emailInvalid;

  if (message === '') errors.message = VALIDATION_MESSAGES.messageRequired;
  else if (characterCount(message) < MIN_LENGTHS.message)
    errors.message = VALIDATION_MESSAGES.messageTooShort;

  return errors;
}

/**
 * Rules only the server enforces, on trimmed values: length caps, a single-line name (it ends up in an e-mail
 * subject), no control characters, no broken UTF-16.
 */
export function validateServerLimits(fields: ContactFields): ContactFieldErrors {
  const { name, email, message } = trimContactFields(fields);
  const errors: ContactFieldErrors = {};

  if (LINE_BREAK.test(name)) errors.name = SERVER_VALIDATION_MESSAGES.nameSingleLine;
  else if (CONTROL_CHARACTERS.test(name) || LONE_SURROGATE.test(name))
    errors.name = SERVER_VALIDATION_MESSAGES.invalidCharacters('Name');
  else if (characterCount(name) > MAX_LENGTHS.name)
    errors.name = SERVER_VALIDATION_MESSAGES.nameTooLong(MAX_LENGTHS.name);

  if (CONTROL_CHARACTERS.test(email) || LONE_SURROGATE.test(email))
    errors.email = SERVER_VALIDATION_MESSAGES.invalidCharacters('Email');
  else if (characterCount(email) > MAX_LENGTHS.email)
    errors.email = SERVER_VALIDATION_MESSAGES.emailTooLong(MAX_LENGTHS.email);

  if (CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(message) || LONE_SURROGATE.test(message))
    errors.message = SERVER_VALIDATION_MESSAGES.invalidCharacters('Message');
  else if (characterCount(message) > MAX_LENGTHS.message)
    errors.message = SERVER_VALIDATION_MESSAGES.messageTooLong(MAX_LENGTHS.message);

  return errors;
}

/** Optional free text (user agent, metadata values): no control characters, no broken UTF-16. */
export function isSafeSingleLineText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
}

export function hasErrors(errors: ContactFieldErrors): boolean {
  return CONTACT_FIELDS.some((field) => errors[field] !== undefined);
}
