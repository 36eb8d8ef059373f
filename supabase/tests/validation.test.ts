import { describe, expect, it } from 'vitest';
import {
  CLIENT_SIDE_RATE_LIMIT,
  MAX_LENGTHS,
  SERVER_RATE_LIMITS,
} from '../functions/_shared/limits.ts';
import {
  characterCount,
  hasErrors,
  isValidEmail,
  validateContactForm,
  VALIDATION_MESSAGES,
} from '../functions/_shared/validation.ts';
import { validateServerLimits } from '../functions/_shared/outcome.ts';

const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello agency!' };

describe('validateContactForm', () => {
  it.each([
    ['name', '', 'Name is required'],
    ['name', '    ', 'Name is required'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['name', '  A  ', 'Name must be at least 2 characters'],
    ['email', '', 'Email is required'],
    ['email', ' \t ', 'Email is required'],
    ['email', 'ada', 'Please enter a valid email address'],
    ['email', 'ada@example', 'Please enter a valid email address'],
    ['email', 'ada@.com', 'Please enter a valid email address'],
    ['email', 'a da@example.com', 'Please enter a valid email address'],
    ['email', '@example.com', 'Please enter a valid email address'],
    ['email', 'ada@example.', 'Please enter a valid email address'],
    ['message', '', 'Message is required'],
    ['message', '\n  \n', 'Message is required'],
    ['message', '123456789', 'Message must be at least 10 characters'],
    ['message', '   123456789   ', 'Message must be at least 10 characters'],
  ] as const)('%s %j gives %j', (field, value, message) => {
    expect(validateContactForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts the shortest valid values, judged after trimming', () => {
    expect(
      validateContactForm({ name: ' Al ', email: ' a@b.co ', message: '  1234567890  ' }),
    ).toEqual({});
  });

  it('reports every failing field at once', () => {
    expect(validateContactForm({ name: '', email: 'x', message: 'short' })).toEqual({
      name: VALIDATION_MESSAGES.nameRequired,
      email: VALIDATION_MESSAGES.emailInvalid,
      message: VALIDATION_MESSAGES.messageTooShort,
    });
  });

  it('knows an e-mail address by text@text.text with no spaces', () => {
    expect(isValidEmail('first.last+tag@sub.example.co.uk')).toBe(true);
    expect(isValidEmail('no spaces@example.com')).toBe(false);
  });

  it('says whether an error object holds an error', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: VALIDATION_MESSAGES.emailInvalid })).toBe(true);
  });
});

describe('validateServerLimits', () => {
  it('accepts values at the caps and rejects one character more', () => {
    const atCap = {
      name: 'n'.repeat(MAX_LENGTHS.name),
      email: `${'e'.repeat(MAX_LENGTHS.email - 6)}@ex.co`,
      message: 'm'.repeat(MAX_LENGTHS.message),
    };
    expect(validateServerLimits(atCap)).toEqual({});
    expect(Object.keys(validateServerLimits({ ...atCap, name: `${atCap.name}n` }))).toEqual([
      'name',
    ]);
    expect(Object.keys(validateServerLimits({ ...atCap, email: `e${atCap.email}` }))).toEqual([
      'email',
    ]);
    expect(Object.keys(validateServerLimits({ ...atCap, message: `${atCap.message}m` }))).toEqual([
      'message',
    ]);
  });

  it('allows line breaks and tabs in the message but not in the name', () => {
    expect(validateServerLimits({ ...valid, message: 'line one\r\nline two\tend' })).toEqual({});
    expect(validateServerLimits({ ...valid, name: 'Ada\r\nLovelace' })).toEqual({
      name: 'Name must be a single line',
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('👩‍💻')).toBe(3);
    expect(characterCount('😀😀')).toBe(2);
  });
});

describe('rate limits', () => {
  it('the server is looser than the form for one honest visitor', () => {
    const perMinute = SERVER_RATE_LIMITS.filter(
      (rule) => rule.scope === 'client' && rule.windowSeconds <= 60,
    );
    for (const rule of perMinute) expect(rule.limit).toBeGreaterThan(CLIENT_SIDE_RATE_LIMIT.limit);
    expect(SERVER_RATE_LIMITS.some((rule) => rule.scope === 'email')).toBe(true);
  });
});
