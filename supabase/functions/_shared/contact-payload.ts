/** Turns an untrusted JSON body into a contact submission, or names the first problem. */
import { MAX_LENGTHS, MAX_METADATA_BYTES } from './limits.ts';
import { SERVER_VALIDATION_MESSAGES } from './messages.ts';
import {
  CONTACT_FIELDS,
  isSafeSingleLineText,
  trimContactFields,
  validateContactForm,
  validateServerLimits,
  type ContactFields,
} from './validation.ts';

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

export type ParseResult =
  { ok: true; value: ContactSubmissionInput } | { ok: false; error: string };

const ALLOWED_KEYS = new Set<string>([
  ...CONTACT_FIELDS,
  'userAgent',
  'ipAddress',
  'metadata',
  HONEYPOT_FIELD,
]);
const METADATA_KEYS = new Set<string>(['user_agent', 'timestamp', 'source']);
const SOURCE_PATTERN = /^[a-z0-9_-]{1,50}$/;

const fail = (error: string): ParseResult => ({ ok: false, error });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(
  value: unknown,
  label: string,
  max: number,
): { ok: true; text: string | null } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, text: null };
  if (typeof value !== 'string')
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.notText(label) };
  if (value.length > max * 2 || [...value].length > max)
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.fieldTooLong(label, max) };
  if (!isSafeSingleLineText(value))
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.invalidCharacters(label) };
  return { ok: true, text: value };
}

function parseMetadata(
  value: unknown,
): { ok: true; metadata: ContactMetadata } | { ok: false; error: string } {
  if (value === undefined || value === null) return { ok: true, metadata: {} };
  if (!isPlainObject(value))
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.metadataNotObject };
  const metadata: ContactMetadata = {};
  for (const key of Object.keys(value)) {
    if (!METADATA_KEYS.has(key))
      return { ok: false, error: SERVER_VALIDATION_MESSAGES.unexpectedField(`metadata.${key}`) };
    const text = optionalText(value[key], `metadata.${key}`, MAX_LENGTHS.metadataText);
    if (!text.ok) return text;
    if (text.text !== null) metadata[key as keyof ContactMetadata] = text.text;
  }
  if (metadata.source !== undefined && !SOURCE_PATTERN.test(metadata.source))
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.invalidCharacters('metadata.source') };
  if (jsonbTextBytes({ ...metadata }) > MAX_METADATA_BYTES)
    return { ok: false, error: SERVER_VALIDATION_MESSAGES.metadataTooLarge(MAX_METADATA_BYTES) };
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

export function parseContactPayload(body: unknown): ParseResult {
  if (!isPlainObject(body)) return fail(SERVER_VALIDATION_MESSAGES.bodyNotObject);

  for (const key of Object.keys(body)) {
    if (!ALLOWED_KEYS.has(key)) return fail(SERVER_VALIDATION_MESSAGES.unexpectedField(key));
  }

  const raw: Partial<ContactFields> = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field];
    if (value === undefined || value === null) raw[field] = '';
    else if (typeof value === 'string') raw[field] = value;
    else return fail(SERVER_VALIDATION_MESSAGES.notText(field));
  }
  const fields = trimContactFields(raw as ContactFields);

  const serverErrors = validateServerLimits(fields);
  const formErrors = validateContactForm(fields);
  for (const field of CONTACT_FIELDS) {
    const error = formErrors[field] ?? serverErrors[field];
    if (error !== undefined) return fail(error);
  }

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
      ...fields,
      userAgent: userAgent.text,
      source: metadata.metadata.source ?? DEFAULT_SOURCE,
      metadata: metadata.metadata,
      isSpam: (honeypot.text ?? '').trim() !== '',
    },
  };
}
