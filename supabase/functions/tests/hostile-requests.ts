/** Malformed and hostile requests: each must get this status and error, and store nothing. */
import {
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  MAX_LENGTHS,
  MAX_METADATA_BYTES,
} from '../_shared/limits.ts';
import {
  HTTP_ERROR_MESSAGES,
  SERVER_VALIDATION_MESSAGES as S,
  VALIDATION_MESSAGES as V,
} from '../_shared/messages.ts';
import {
  ALLOWED_ORIGIN,
  FUNCTION_URL,
  jsonRequest,
  rawRequest,
  VALID_BODY,
  withBody,
} from './requests.ts';

export interface HostileCase {
  title: string;
  request: () => Request;
  status: number;
  error: string;
}

const H = HTTP_ERROR_MESSAGES;
const repeat = (text: string, times: number) => text.repeat(times);
const bodyWithoutContentType = () =>
  new Uint8Array(new TextEncoder().encode(JSON.stringify(VALID_BODY)));

function methodCase(method: string): HostileCase {
  return {
    title: `method ${method}`,
    request: () =>
      new Request(FUNCTION_URL, { method, headers: { 'x-forwarded-for': '203.0.113.7' } }),
    status: 405,
    error: H.methodNotAllowed,
  };
}

function contentTypeCase(contentType: string): HostileCase {
  return {
    title: `content-type ${contentType}`,
    request: () => rawRequest(JSON.stringify(VALID_BODY), { 'content-type': contentType }),
    status: 415,
    error: H.unsupportedMediaType,
  };
}

function bodyCase(title: string, body: Record<string, unknown>, error: string): HostileCase {
  return { title, request: () => jsonRequest(body), status: 400, error };
}

export const HOSTILE_REQUESTS: HostileCase[] = [
  methodCase('GET'),
  methodCase('PUT'),
  methodCase('PATCH'),
  methodCase('DELETE'),
  contentTypeCase('text/plain'),
  contentTypeCase('application/x-www-form-urlencoded'),
  contentTypeCase('multipart/form-data; boundary=x'),
  contentTypeCase('application/json-patch+json'),
  contentTypeCase('text/html; charset=utf-8'),
  {
    title: 'no content-type',
    request: () =>
      new Request(FUNCTION_URL, {
        method: 'POST',
        body: bodyWithoutContentType(),
        headers: { 'x-forwarded-for': '203.0.113.7' },
      }),
    status: 415,
    error: H.unsupportedMediaType,
  },
  {
    title: 'body just over the byte cap',
    request: () => jsonRequest(withBody({ message: repeat('a', MAX_BODY_BYTES) })),
    status: 413,
    error: H.payloadTooLarge,
  },
  {
    title: 'one-megabyte body',
    request: () => rawRequest(`{"name":"${repeat('x', 1024 * 1024)}"}`),
    status: 413,
    error: H.payloadTooLarge,
  },
  {
    title: 'truncated JSON',
    request: () => rawRequest('{"name":"Ada"'),
    status: 400,
    error: H.invalidJson,
  },
  { title: 'empty body', request: () => rawRequest(''), status: 400, error: H.invalidJson },
  {
    title: 'not JSON at all',
    request: () => rawRequest('name=Ada&email=a@b.co'),
    status: 400,
    error: H.invalidJson,
  },
  {
    title: 'invalid UTF-8 bytes',
    request: () => rawRequest(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    status: 400,
    error: H.invalidJson,
  },
  { title: 'JSON null', request: () => rawRequest('null'), status: 400, error: S.bodyNotObject },
  {
    title: 'JSON array',
    request: () => rawRequest(JSON.stringify([VALID_BODY])),
    status: 400,
    error: S.bodyNotObject,
  },
  {
    title: 'JSON string',
    request: () => rawRequest('"hello"'),
    status: 400,
    error: S.bodyNotObject,
  },
  { title: 'JSON number', request: () => rawRequest('42'), status: 400, error: S.bodyNotObject },
  bodyCase('missing name', withBody({}, ['name']), V.nameRequired),
  bodyCase('missing email', withBody({}, ['email']), V.emailRequired),
  bodyCase('missing message', withBody({}, ['message']), V.messageRequired),
  bodyCase('null name', withBody({ name: null }), V.nameRequired),
  bodyCase('blank name', withBody({ name: '   \t ' }), V.nameRequired),
  bodyCase('one-character name', withBody({ name: 'A' }), V.nameTooShort),
  bodyCase('name short after trimming', withBody({ name: '   A   ' }), V.nameTooShort),
  bodyCase('blank email', withBody({ email: '  ' }), V.emailRequired),
  bodyCase('email without at-sign', withBody({ email: 'ada.example.com' }), V.emailInvalid),
  bodyCase('email with a space', withBody({ email: 'ada lovelace@example.com' }), V.emailInvalid),
  bodyCase('email without a dot', withBody({ email: 'ada@example' }), V.emailInvalid),
  bodyCase('email with two at-signs', withBody({ email: 'ada@@example.com' }), V.emailInvalid),
  bodyCase(
    'e-mail header injection',
    withBody({ email: 'ada@example.com\r\nBcc: all@victims.example' }),
    V.emailInvalid,
  ),
  bodyCase('blank message', withBody({ message: '\n\n   ' }), V.messageRequired),
  bodyCase('nine-character message', withBody({ message: '123456789' }), V.messageTooShort),
  bodyCase('name of Braille blanks', withBody({ name: repeat('\u2800', 8) }), V.nameRequired),
  bodyCase(
    'message of Braille blanks around one letter',
    withBody({ message: `${repeat('\u2800', 20)}A${repeat('\u2800', 20)}` }),
    V.messageTooShort,
  ),
  bodyCase(
    'message short after trimming',
    withBody({ message: '    short     ' }),
    V.messageTooShort,
  ),
  bodyCase('numeric name', withBody({ name: 42 }), S.notText('name')),
  bodyCase('boolean name', withBody({ name: true }), S.notText('name')),
  bodyCase('array email', withBody({ email: ['ada@example.com'] }), S.notText('email')),
  bodyCase(
    'object message',
    withBody({ message: { text: 'hello there, agency' } }),
    S.notText('message'),
  ),
  bodyCase(
    'name over the cap',
    withBody({ name: repeat('n', MAX_LENGTHS.name + 1) }),
    S.nameTooLong(MAX_LENGTHS.name),
  ),
  bodyCase(
    'name over the cap in emoji (counted as characters)',
    withBody({ name: repeat('😀', MAX_LENGTHS.name + 1) }),
    S.nameTooLong(MAX_LENGTHS.name),
  ),
  bodyCase(
    'email over the cap',
    withBody({ email: `${repeat('a', MAX_LENGTHS.email)}@example.com` }),
    S.emailTooLong(MAX_LENGTHS.email),
  ),
  bodyCase(
    'message over the cap',
    withBody({ message: repeat('m', MAX_LENGTHS.message + 1) }),
    S.messageTooLong(MAX_LENGTHS.message),
  ),
  bodyCase('CRLF in name', withBody({ name: 'Ada\r\nBcc: all@victims.example' }), S.nameSingleLine),
  bodyCase('line feed in name', withBody({ name: 'Ada\nLovelace' }), S.nameSingleLine),
  bodyCase(
    'unicode line separator in name',
    withBody({ name: 'Ada\u2028Lovelace' }),
    S.nameSingleLine,
  ),
  bodyCase('NUL in name', withBody({ name: 'Ada\u0000Lovelace' }), S.invalidCharacters('Name')),
  bodyCase(
    'NUL in message',
    withBody({ message: 'Hello there\u0000, agency' }),
    S.invalidCharacters('Message'),
  ),
  bodyCase(
    'lone surrogate in name',
    withBody({ name: 'Ada \ud800 Lovelace' }),
    S.invalidCharacters('Name'),
  ),
  bodyCase(
    'escape character in message',
    withBody({ message: 'Hello \u001b[31m agency team' }),
    S.invalidCharacters('Message'),
  ),
  bodyCase('unexpected field', withBody({ isAdmin: true }), S.unexpectedField('isAdmin')),
  {
    title: 'prototype pollution key',
    request: () =>
      rawRequest(JSON.stringify(VALID_BODY).replace(/^\{/, '{"__proto__":{"polluted":true},')),
    status: 400,
    error: S.unexpectedField('__proto__'),
  },
  bodyCase('numeric userAgent', withBody({ userAgent: 7 }), S.notText('userAgent')),
  bodyCase(
    'userAgent over the cap',
    withBody({ userAgent: repeat('u', MAX_LENGTHS.userAgent + 1) }),
    S.fieldTooLong('userAgent', MAX_LENGTHS.userAgent),
  ),
  bodyCase(
    'userAgent with a line break',
    withBody({ userAgent: 'Mozilla\r\nX-Evil: 1' }),
    S.invalidCharacters('userAgent'),
  ),
  bodyCase(
    'object ipAddress',
    withBody({ ipAddress: { spoof: '1.2.3.4' } }),
    S.notText('ipAddress'),
  ),
  bodyCase('array metadata', withBody({ metadata: [] }), S.metadataNotObject),
  bodyCase('string metadata', withBody({ metadata: 'website' }), S.metadataNotObject),
  bodyCase(
    'unknown metadata key',
    withBody({ metadata: { referrer: 'x' } }),
    S.unexpectedField('metadata.referrer'),
  ),
  bodyCase(
    'script tag as metadata source',
    withBody({ metadata: { source: '<script>alert(1)</script>' } }),
    S.invalidCharacters('metadata.source'),
  ),
  bodyCase(
    'numeric metadata timestamp',
    withBody({ metadata: { timestamp: 1767268800000 } }),
    S.notText('metadata.timestamp'),
  ),
  bodyCase(
    'deeply nested metadata value',
    withBody({ metadata: { user_agent: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) } }),
    S.notText('metadata.user_agent'),
  ),
  bodyCase('object honeypot', withBody({ website: { url: 'x' } }), S.notText('website')),
  {
    title: 'huge header',
    request: () => jsonRequest(VALID_BODY, { 'x-padding': repeat('p', MAX_HEADER_BYTES + 1) }),
    status: 431,
    error: H.headersTooLarge,
  },
  {
    title: 'many huge headers',
    request: () =>
      jsonRequest(
        VALID_BODY,
        Object.fromEntries(
          Array.from({ length: 9 }, (_, i) => [`x-filler-${i}`, repeat('f', 1000)]),
        ),
      ),
    status: 431,
    error: H.headersTooLarge,
  },
  {
    title: 'POST from a foreign origin',
    request: () => jsonRequest(VALID_BODY, { origin: 'https://evil.example' }),
    status: 403,
    error: H.originNotAllowed,
  },
  {
    title: 'preflight from a foreign origin',
    request: () =>
      new Request(FUNCTION_URL, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      }),
    status: 403,
    error: H.originNotAllowed,
  },
  {
    title: 'origin that only starts like the allowed one',
    request: () => jsonRequest(VALID_BODY, { origin: `${ALLOWED_ORIGIN}.evil.example` }),
    status: 403,
    error: H.originNotAllowed,
  },
  // Invisible text does not count, and no mailbox holds markup or invisible characters.
  {
    title: 'name of two zero-width spaces',
    request: () => jsonRequest(withBody({ name: '\u200b\u200b' })),
    status: 400,
    error: V.nameRequired,
  },
  {
    title: 'name of one letter and zero-width spaces',
    request: () => jsonRequest(withBody({ name: 'A\u200b\u200b' })),
    status: 400,
    error: V.nameTooShort,
  },
  {
    title: 'message of ten zero-width spaces',
    request: () => jsonRequest(withBody({ message: repeat('\u200b', 10) })),
    status: 400,
    error: V.messageRequired,
  },
  {
    title: 'message of ten combining marks',
    request: () => jsonRequest(withBody({ message: repeat('\u0301', 10) })),
    status: 400,
    error: V.messageRequired,
  },
  {
    title: 'message of nine letters padded with combining marks',
    request: () => jsonRequest(withBody({ message: `abcdefghi${repeat('\u0301', 5)}` })),
    status: 400,
    error: V.messageTooShort,
  },
  {
    title: 'e-mail with a zero-width space',
    request: () => jsonRequest(withBody({ email: 'ada\u200b@example.com' })),
    status: 400,
    error: V.emailInvalid,
  },
  {
    title: 'e-mail "><script>alert(1)</script>@x.co',
    request: () => jsonRequest(withBody({ email: '"><script>alert(1)</script>@x.co' })),
    status: 400,
    error: V.emailInvalid,
  },
  {
    title: 'e-mail with angle brackets, a comma or a colon',
    request: () => jsonRequest(withBody({ email: 'ada<x>,b:c@example.com' })),
    status: 400,
    error: V.emailInvalid,
  },
  {
    title: 'right-to-left override (U+202E) in the name',
    request: () => jsonRequest(withBody({ name: 'Eve \u202egnp.exe' })),
    status: 400,
    error: S.invalidCharacters('Name'),
  },
  {
    title: 'zero-width space between the letters of a name',
    request: () => jsonRequest(withBody({ name: 'Ad\u200ba Lovelace' })),
    status: 400,
    error: S.invalidCharacters('Name'),
  },
  // Metadata has the byte cap the database counts, checked before any rate-limit slot is spent.
  {
    title: 'metadata of 2 values × 512 emoji (within the character caps, over 4096 bytes)',
    request: () =>
      jsonRequest(
        withBody({
          metadata: { user_agent: repeat('😀', 512), timestamp: repeat('😀', 512) },
        }),
      ),
    status: 400,
    error: S.metadataTooLarge(MAX_METADATA_BYTES),
  },
  // Refused before any work: no client address under the host's trust model, a malformed idempotency key.
  {
    title: 'no x-forwarded-for where the host trusts it',
    request: () => jsonRequest(VALID_BODY, { 'x-forwarded-for': '' }),
    status: 400,
    error: H.clientAddressUnknown,
  },
  {
    title: 'hex junk that looks like an address in the trusted position',
    request: () => jsonRequest(VALID_BODY, { 'x-forwarded-for': '198.51.100.1, abc:1' }),
    status: 400,
    error: H.clientAddressUnknown,
  },
  {
    title: 'a host name in the trusted position',
    request: () => jsonRequest(VALID_BODY, { 'x-forwarded-for': 'attacker-1' }),
    status: 400,
    error: H.clientAddressUnknown,
  },
  {
    title: 'a malformed Idempotency-Key',
    request: () => jsonRequest(VALID_BODY, { 'idempotency-key': 'short' }),
    status: 400,
    error: H.invalidIdempotencyKey,
  },
];
