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

/** A valid e-mail address: text, an at-sign, text, a dot, text; no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters no deliverable mailbox has, refused on top of EMAIL_PATTERN: quotes, angle brackets, parentheses,
 * brackets, backslash, comma, semicolon, colon, and every control, format or invisible character.
 */
const NOT_IN_A_MAILBOX = /["<>()[\]\\,;:\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]/u;

/** Format and invisible characters (zero-width spaces, bidirectional overrides such as U+202E, joiners, fillers). */
const INVISIBLE_CHARACTERS = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
/**
 * The invisible characters that belong to visible text: a joiner (ZWNJ, ZWJ) between two letters or pictographs
 * (Persian and Indic names, 👩‍💻) and a variation selector right after a visible character (❤️).
 */
const JOINER_IN_TEXT =
  /(?<=[\p{L}\p{M}\p{Extended_Pictographic}\uFE0F])[\u200C\u200D](?=[\p{L}\p{Extended_Pictographic}])|(?<=[^\s\p{Cf}\p{Default_Ignorable_Code_Point}])[\uFE00-\uFE0F]/gu;

function hasInvisibleCharacters(value: string): boolean {
  return INVISIBLE_CHARACTERS.test(value.replace(JOINER_IN_TEXT, ''));
}

/** What does not show on its own: combining marks, format, invisible and control characters. */
const NOT_VISIBLE = /[\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}]/u;

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

/**
 * Characters that show as empty space without being whitespace (Braille blank, the Hangul fillers); with whitespace and
 * the characters NOT_VISIBLE names they make a field look blank.
 */
const BLANK_LOOKING = /[\u2800\u3164\u115F\u1160\uFFA0]/u;
const WHITESPACE = /\p{White_Space}/u;

/**
 * Characters a reader sees, for the minimum lengths: after trimming everything that looks blank at both ends, the code
 * points less combining marks, format, invisible, control and blank-looking characters; whitespace between visible
 * characters counts, as in the spec's "after trimming" (ten zero-width spaces or Braille blanks count 0; "café" with a
 * combining accent counts 4).
 */
export function visibleCharacterCount(value: string): number {
  let count = 0;
  let whitespaceSinceVisible = 0;
  for (const character of value) {
    if (!NOT_VISIBLE.test(character) && !BLANK_LOOKING.test(character)) {
      count += (count > 0 ? whitespaceSinceVisible : 0) + 1;
      whitespaceSinceVisible = 0;
    } else if (WHITESPACE.test(character)) whitespaceSinceVisible += 1;
  }
  return count;
}

export function trimContactFields(fields: ContactFields): ContactFields {
  return { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
}

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return EMAIL_PATTERN.test(email) && !NOT_IN_A_MAILBOX.test(email);
}

/**
 * The form's rules (all required; name 2+ and message 10+ visible characters; a valid e-mail), applied to the trimmed
 * values. Empty object = valid.
 */
export function validateContactForm(fields: ContactFields): ContactFieldErrors {
  const { name, email, message } = trimContactFields(fields);
  const errors: ContactFieldErrors = {};

  const nameLength = visibleCharacterCount(name);
  if (nameLength === 0) errors.name = VALIDATION_MESSAGES.nameRequired;
  else if (nameLength < MIN_LENGTHS.name) errors.name = VALIDATION_MESSAGES.nameTooShort;

  if (email === '') errors.email = VALIDATION_MESSAGES.emailRequired;
  else if (!isValidEmail(email)) errors.email = VALIDATION_MESSAGES.emailInvalid;

  const messageLength = visibleCharacterCount(message);
  if (messageLength === 0) errors.message = VALIDATION_MESSAGES.messageRequired;
  else if (messageLength < MIN_LENGTHS.message)
    errors.message = VALIDATION_MESSAGES.messageTooShort;

  return errors;
}

/**
 * Rules only the server enforces, on trimmed values: length caps, a single-line name (it ends up in an e-mail
 * subject), no control characters, no format or invisible characters in name and e-mail, no broken UTF-16.
 */
export function validateServerLimits(fields: ContactFields): ContactFieldErrors {
  const { name, email, message } = trimContactFields(fields);
  const errors: ContactFieldErrors = {};

  if (LINE_BREAK.test(name)) errors.name = SERVER_VALIDATION_MESSAGES.nameSingleLine;
  else if (
    CONTROL_CHARACTERS.test(name) ||
    LONE_SURROGATE.test(name) ||
    hasInvisibleCharacters(name)
  )
    errors.name = SERVER_VALIDATION_MESSAGES.invalidCharacters('Name');
  else if (characterCount(name) > MAX_LENGTHS.name)
    errors.name = SERVER_VALIDATION_MESSAGES.nameTooLong(MAX_LENGTHS.name);

  if (CONTROL_CHARACTERS.test(email) || LONE_SURROGATE.test(email) || hasInvisibleCharacters(email))
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
