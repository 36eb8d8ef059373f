import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, VALIDATION_MESSAGES } from '../functions/_shared/messages.ts';
import {
  CONTACT_FAILURE_REASONS,
  failureText,
  NOT_SENT_REASONS,
  notSentFragment,
} from '../functions/_shared/outcome.ts';

// Word for word: the spec's texts (§5, §7, §8) and the server's own, as a visitor or a script reads them.
const SPEC_TEXTS = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  success: "Message sent successfully! We'll get back to you within 24 hours.",
  rateLimited: 'Too many submissions. Please wait a minute before trying again.',
  failedToSend: 'Failed to send message',
  tryAgainLater: 'Something went wrong. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again.',
};

const TEXT_BY_REASON = {
  'name-required': SPEC_TEXTS.nameRequired,
  'name-too-short': SPEC_TEXTS.nameTooShort,
  'name-too-long': 'Name must be at most 100 characters',
  'name-single-line': 'Name must be a single line',
  'name-characters': 'Name contains characters that are not allowed',
  'email-required': SPEC_TEXTS.emailRequired,
  'email-invalid': SPEC_TEXTS.emailInvalid,
  'email-too-long': 'Email must be at most 254 characters',
  'email-characters': 'Email contains characters that are not allowed',
  'message-required': SPEC_TEXTS.messageRequired,
  'message-too-short': SPEC_TEXTS.messageTooShort,
  'message-too-long': 'Message must be at most 5000 characters',
  'message-characters': 'Message contains characters that are not allowed',
  'body-not-object': 'Request body must be a JSON object',
  'metadata-not-object': 'metadata must be an object',
  'metadata-too-large': 'metadata must be at most 4096 bytes',
  'headers-too-large': 'Request headers are too large',
  'origin-not-allowed': 'Origin not allowed',
  'method-not-allowed': 'Method not allowed. Use POST.',
  'unsupported-media-type': 'Content-Type must be application/json',
  'invalid-idempotency-key': 'Idempotency-Key must be 16 to 128 letters, digits, - or _',
  'payload-too-large': 'Request body is too large',
  'invalid-json': 'Request body is not valid JSON',
  'body-incomplete': 'Request body was not received completely',
  'client-unknown':
    'We could not tell where this request came from, so it was not sent. Please e-mail us instead.',
  'rate-limited': SPEC_TEXTS.rateLimited,
  failed: SPEC_TEXTS.tryAgainLater,
} as const;

describe('contact texts', () => {
  it('are the spec’s, word for word', () => {
    expect({ ...VALIDATION_MESSAGES, ...CONTACT_MESSAGES }).toEqual(SPEC_TEXTS);
  });

  it('give every reason of the closed set its exact text', () => {
    for (const reason of Object.keys(TEXT_BY_REASON) as (keyof typeof TEXT_BY_REASON)[])
      expect(failureText({ reason })).toBe(TEXT_BY_REASON[reason]);
  });

  it('name the body key for the generic reasons', () => {
    expect(failureText({ reason: 'unexpected-field', field: 'isAdmin' })).toBe(
      'Unexpected field: isAdmin',
    );
    expect(failureText({ reason: 'not-text', field: 'name' })).toBe('name must be text');
    expect(failureText({ reason: 'too-long', field: 'userAgent' })).toBe(
      'userAgent must be at most 512 characters',
    );
    expect(failureText({ reason: 'too-long', field: 'metadata.timestamp' })).toBe(
      'metadata.timestamp must be at most 512 characters',
    );
    expect(failureText({ reason: 'characters', field: 'metadata.source' })).toBe(
      'metadata.source contains characters that are not allowed',
    );
  });

  it('cover the closed set, each reason once', () => {
    expect(new Set(CONTACT_FAILURE_REASONS).size).toBe(CONTACT_FAILURE_REASONS.length);
    expect([...CONTACT_FAILURE_REASONS].sort()).toEqual(
      [
        ...Object.keys(TEXT_BY_REASON),
        'unexpected-field',
        'not-text',
        'too-long',
        'characters',
      ].sort(),
    );
  });

  it('give the "not sent" page its fragments in page order, anything else "unexpected"', () => {
    expect(Object.keys(NOT_SENT_REASONS)).toEqual([
      ...Object.keys(TEXT_BY_REASON).slice(0, 13),
      'rate-limited',
      'failed',
      'unexpected',
    ]);
    for (const [fragment, text] of Object.entries(NOT_SENT_REASONS))
      expect(text).toBe(
        fragment === 'unexpected'
          ? SPEC_TEXTS.unexpected
          : TEXT_BY_REASON[fragment as keyof typeof TEXT_BY_REASON],
      );
    expect(notSentFragment('email-invalid')).toBe('email-invalid');
    expect(notSentFragment('client-unknown')).toBe('unexpected');
    expect(notSentFragment('not-text')).toBe('unexpected');
  });
});
