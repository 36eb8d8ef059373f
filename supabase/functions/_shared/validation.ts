/**
 * The one validation module of the contact pipeline: the form runs `validateContactForm`; the server runs the same
 * rules and the server's own caps in `parseContactPayload`, which turns an untrusted body into a submission or names
 * the first problem as a reason. Re-exported by @agency/contact-client.
 */
import { MAX_LENGTHS, MAX_METADATA_BYTES, MIN_LENGTHS } from './limits.ts';
import { FORM_RULE_TEXTS, type FormRuleReason } from './messages.ts';
import type { ContactFailure, ContactFailureReason, FieldReason } from './outcome.ts';

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

/** The form's rules (all required; name 2+ and message 10+ visible characters; a valid e-mail) on trimmed values. */
function formRuleReasons(fields: ContactFields): Partial<Record<ContactField, FormRuleReason>> {
  const { name, email, message } = trimContactFields(fields);
  const reasons: Partial<Record<ContactField, FormRuleReason>> = {};

  const nameLength = visibleCharacterCount(name);
  if (nameLength === 0) reasons.name = 'name-required';
  else if (nameLength < MIN_LENGTHS.name) reasons.name = 'name-too-short';

  if (email === '') reasons.email = 'email-required';
  else if (!isValidEmail(email)) reasons.email = 'email-invalid';

  const messageLength = visibleCharacterCount(message);
  if (messageLength === 0) reasons.message = 'message-required';
  else if (messageLength < MIN_LENGTHS.message) reasons.message = 'message-too-short';

  return reasons;
}

/** The form's rules as the texts shown under the fields. Empty object = valid. */
export function validateContactForm(fields: ContactFields): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const [field, reason] of Object.entries(formRuleReasons(fields)))
    errors[field as ContactField] = FORM_RULE_TEXTS[reason];
  return errors;
}

/**
 * Rules only the server enforces, on trimmed values: length caps, a single-line name (it ends up in an e-mail
 * subject), no control characters, no format or invisible characters in name and e-mail, no broken UTF-16.
 */
export function serverRuleReasons(
  fields: ContactFields,
): Partial<Record<ContactField, FieldReason>> {
  const { name, email, message } = trimContactFields(fields);
  const reasons: Partial<Record<ContactField, FieldReason>> = {};

  if (LINE_BREAK.test(name)) reasons.name = 'name-single-line';
  else if (
    CONTROL_CHARACTERS.test(name) ||
    LONE_SURROGATE.test(name) ||
    hasInvisibleCharacters(name)
  )
    reasons.name = 'name-characters';
  else if (characterCount(name) > MAX_LENGTHS.name) reasons.name = 'name-too-long';

  if (CONTROL_CHARACTERS.test(email) || LONE_SURROGATE.test(email) || hasInvisibleCharacters(email))
    reasons.email = 'email-characters';
  else if (characterCount(email) > MAX_LENGTHS.email) reasons.email = 'email-too-long';

  if (CONTROL_CHARACTERS_EXCEPT_WHITESPACE.test(message) || LONE_SURROGATE.test(message))
    reasons.message = 'message-characters';
  else if (characterCount(message) > MAX_LENGTHS.message) reasons.message = 'message-too-long';

  return reasons;
}

/** Optional free text (user agent, metadata values): no control characters, no broken UTF-16. */
export function isSafeSingleLineText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && !LONE_SURROGATE.test(value);
}

export function hasErrors(errors: ContactFieldErrors): boolean {
  return CONTACT_FIELDS.some((field) => errors[field] !== undefined);
}

/** Body key (and form input name) of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'website';

export const DEFAULT_SOURCE = 'website';

/** What the form sends (name, email, message, userAgent, ipAddress, metadata) plus the honeypot. */
export interface ContactRequestBody {
  name: string;
  email: string;
  message: string;
  userAgent: string | null;
  /** Always null from the form; the server never trusts it. */
  ipAddress: null;
  metadata: ContactMetadata;
  [HONEYPOT_FIELD]?: string;
}

export interface ContactMetadata {
  user_agent?: string;
  timestamp?: string;
  source?: string;
}

export interface ContactSubmissionInput extends ContactFields {
  userAgent: string | null;
  source: string;
  metadata: ContactMetadata;
  /** True when the honeypot field carried text. */
  isSpam: boolean;
}

export type ParseResult = { ok: true; value: ContactSubmissionInput } | ContactFailure;

const ALLOWED_KEYS = new Set<string>([
  ...CONTACT_FIELDS,
  'userAgent',
  'ipAddress',
  'metadata',
  HONEYPOT_FIELD,
]);
const METADATA_KEYS = new Set<string>(['user_agent', 'timestamp', 'source']);
const SOURCE_PATTERN = /^[a-z0-9_-]{1,50}$/;

const fail = (reason: ContactFailureReason, field?: string): ContactFailure =>
  field === undefined ? { ok: false, reason } : { ok: false, reason, field };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(
  value: unknown,
  key: string,
  max: number,
): { ok: true; text: string | null } | ContactFailure {
  if (value === undefined || value === null) return { ok: true, text: null };
  if (typeof value !== 'string') return fail('not-text', key);
  if (value.length > max * 2 || [...value].length > max) return fail('too-long', key);
  if (!isSafeSingleLineText(value)) return fail('characters', key);
  return { ok: true, text: value };
}

function parseMetadata(value: unknown): { ok: true; metadata: ContactMetadata } | ContactFailure {
  if (value === undefined || value === null) return { ok: true, metadata: {} };
  if (!isPlainObject(value)) return fail('metadata-not-object');
  const metadata: ContactMetadata = {};
  for (const key of Object.keys(value)) {
    if (!METADATA_KEYS.has(key)) return fail('unexpected-field', `metadata.${key}`);
    const text = optionalText(value[key], `metadata.${key}`, MAX_LENGTHS.metadataText);
    if (!text.ok) return text;
    if (text.text !== null) metadata[key as keyof ContactMetadata] = text.text;
  }
  if (metadata.source !== undefined && !SOURCE_PATTERN.test(metadata.source))
    return fail('characters', 'metadata.source');
  if (jsonbTextBytes({ ...metadata }) > MAX_METADATA_BYTES) return fail('metadata-too-large');
  return { ok: true, metadata };
}

/**
 * Size in bytes of an object of strings as Postgres prints it as jsonb text (`{"key": "value", ...}`, UTF-8), which is
 * what the migration's `octet_length(metadata::text)` CHECK counts.
 */
export function jsonbTextBytes(object: Readonly<Record<string, string>>): number {
  const members = Object.entries(object).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return new TextEncoder().encode(`{${members.join(', ')}}`).byteLength;
}

/** Every field's first broken rule (the form's rules before the server's), on trimmed values. Empty = valid. */
export function contactFieldReasons(
  fields: ContactFields,
): Partial<Record<ContactField, FieldReason>> {
  const serverReasons = serverRuleReasons(fields);
  const formReasons = formRuleReasons(fields);
  const reasons: Partial<Record<ContactField, FieldReason>> = {};
  for (const field of CONTACT_FIELDS) {
    const reason = formReasons[field] ?? serverReasons[field];
    if (reason !== undefined) reasons[field] = reason;
  }
  return reasons;
}

/**
 * The three fields as text, trimmed, or the first rule they break (field order) as the failure's reason, with every
 * field's reason beside it for the page that lists them all.
 */
function parseFields(
  body: Record<string, unknown>,
): { ok: true; fields: ContactFields } | ContactFailure {
  const raw: Partial<ContactFields> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) raw[field] = '';
    else if (typeof value === 'string') raw[field] = value;
    else return fail('not-text', field);
  }
  const fields = trimContactFields(raw as ContactFields);
  const fieldReasons = contactFieldReasons(fields);
  const first = CONTACT_FIELDS.map((field) => fieldReasons[field]).find(Boolean);
  if (first !== undefined) return { ok: false, reason: first, fieldReasons };
  return { ok: true, fields };
}

/** Turns an untrusted JSON body into a contact submission, or names the first problem. */
export function parseContactPayload(body: unknown): ParseResult {
  if (!isPlainObject(body)) return fail('body-not-object');
  for (const key of Object.keys(body)) {
    if (!ALLOWED_KEYS.has(key)) return fail('unexpected-field', key);
  }
  const fields = parseFields(body);
  if (!fields.ok) return fields;

  const userAgent = optionalText(body.userAgent, 'userAgent', MAX_LENGTHS.userAgent);
  if (!userAgent.ok) return userAgent;
  // Read only to reject junk; the client's address comes from the platform's headers, never from the body.
  const ipAddress = optionalText(body.ipAddress, 'ipAddress', MAX_LENGTHS.ipAddress);
  if (!ipAddress.ok) return ipAddress;
  const honeypot = optionalText(body[HONEYPOT_FIELD], HONEYPOT_FIELD, MAX_LENGTHS.honeypot);
  if (!honeypot.ok) return honeypot;
  const metadata = parseMetadata(body.metadata);
  if (!metadata.ok) return metadata;

  return {
    ok: true,
    value: {
      ...fields.fields,
      userAgent: userAgent.text,
      source: metadata.metadata.source ?? DEFAULT_SOURCE,
      metadata: metadata.metadata,
      isSpam: (honeypot.text ?? '').trim() !== '',
    },
  };
}
