import { describe, expect, it } from 'vitest';
import {
  clientAddressFromHeaders,
  parseClientAddress,
} from '../functions/_shared/client-identity.ts';
import { SERVER_RATE_LIMITS } from '../functions/_shared/limits.ts';
import { canonicalMailbox, rateLimitBuckets } from '../functions/_shared/submit-contact.ts';
import {
  isValidEmail,
  validateContactForm,
  visibleCharacterCount,
} from '../functions/_shared/validation.ts';

describe('parseClientAddress', () => {
  it.each([
    ['192.0.2.77', '192.0.2.77', '192.0.2.77', null],
    ['::ffff:192.0.2.77', '192.0.2.77', '192.0.2.77', null],
    ['::FFFF:C000:024D', '192.0.2.77', '192.0.2.77', null],
    ['192.000.002.077', '192.0.2.77', '192.0.2.77', null],
    ['[2001:DB8:0:0:1::1]', '2001:db8::1:0:0:1', '2001:db8::/64', '2001:db8::/48'],
    ['2001:db8:1:2:3:4:5:6%eth0', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64', '2001:db8:1::/48'],
    ['2001:db8:1:ffff::9', '2001:db8:1:ffff::9', '2001:db8:1:ffff::/64', '2001:db8:1::/48'],
    ['::1', '::1', '::/64', '::/48'],
  ])('%s → %s, counted as %s and in %s', (raw, address, bucket, network) => {
    expect(parseClientAddress(raw)).toEqual({ address, bucket, network });
  });

  it.each([
    'attacker-1',
    'abc:1',
    '256.0.0.1',
    '1.2.3',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '',
    '[::1',
  ])('refuses %j', (raw) => {
    expect(parseClientAddress(raw)).toBeNull();
  });

  it('takes the x-forwarded-for entry N hops from the right, never the leftmost', () => {
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.1, 198.51.100.2, 10.0.0.3' });
    const trust = (hops: number) => ({ header: 'x-forwarded-for', trustedProxyHops: hops });
    expect(clientAddressFromHeaders(headers, trust(1))?.address).toBe('10.0.0.3');
    expect(clientAddressFromHeaders(headers, trust(2))?.address).toBe('198.51.100.2');
    expect(clientAddressFromHeaders(headers, trust(4))).toBeNull();
  });
});

describe('the per-client buckets', () => {
  const bucketsOf = async (raw: string) => {
    const client = parseClientAddress(raw)!;
    const { sender } = await rateLimitBuckets({
      clientBucket: client.bucket,
      clientNetwork: client.network,
      email: 'ada@example.com',
      isSpam: false,
      hashSalt: 'salt',
    });
    return sender;
  };
  const clientRules = SERVER_RATE_LIMITS.filter((rule) => rule.scope === 'client');

  it('hold an IPv6 client to the client limits on its /64 and, the same again, on its /48', async () => {
    const buckets = await bucketsOf('2001:db8:1:2::1');
    const perKey = (prefix: string) =>
      buckets
        .filter((bucket) => bucket.key.startsWith(prefix))
        .map(({ limit, windowSeconds }) => ({ limit, windowSeconds }));
    const expected = clientRules.map(({ limit, windowSeconds }) => ({ limit, windowSeconds }));
    expect(perKey('client:')).toEqual(expected);
    expect(perKey('network:')).toEqual(expected);
    const other64 = await bucketsOf('2001:db8:1:3::1');
    const network = (list: typeof buckets) => list.find((b) => b.key.startsWith('network:'))?.key;
    expect(network(other64)).toBe(network(buckets));
    expect(network(await bucketsOf('2001:db8:2:2::1'))).not.toBe(network(buckets));
  });

  it('leave IPv4 as it was: the address alone under the client limits', async () => {
    const buckets = await bucketsOf('192.0.2.77');
    expect(buckets.filter((bucket) => bucket.key.startsWith('network:'))).toEqual([]);
    expect(buckets.filter((bucket) => bucket.key.startsWith('client:'))).toHaveLength(
      clientRules.length,
    );
  });
});

describe('the mailbox behind an address', () => {
  it('lower-cases and drops the +tag', () => {
    expect(canonicalMailbox('Victim+2@Example.COM')).toBe('victim@example.com');
    expect(canonicalMailbox('victim@example.com')).toBe('victim@example.com');
  });

  it('folds the spellings one mailbox has: trailing dot, IDN and punycode, Gmail dots and googlemail', () => {
    const spellings: [string, string][] = [
      ['a@example.com.', 'a@example.com'],
      ['a@bücher.example', 'a@xn--bcher-kva.example'],
      ['a@xn--bcher-kva.example', 'a@xn--bcher-kva.example'],
      ['A@BÜCHER.example.', 'a@xn--bcher-kva.example'],
      ['a.b@gmail.com', 'ab@gmail.com'],
      ['A.b+news@GoogleMail.com.', 'ab@gmail.com'],
      ['a.b@example.com', 'a.b@example.com'],
    ];
    for (const [typed, mailbox] of spellings) expect(canonicalMailbox(typed), typed).toBe(mailbox);
  });

  it('refuses characters no mailbox has, in the form too (with the invalid e-mail message)', () => {
    for (const email of ['ada\u200b@example.com', '"><script>alert(1)</script>@x.co', 'a;b@x.co'])
      expect(validateContactForm({ name: 'Ada', email, message: 'Hello agency team' })).toEqual({
        email: 'Please enter a valid email address',
      });
    expect(isValidEmail('zoë+news@bäckerei.example')).toBe(true);
  });
});

describe('visible characters', () => {
  it('do not count combining marks and invisible characters', () => {
    expect(visibleCharacterCount('\u200b'.repeat(10))).toBe(0);
    expect(visibleCharacterCount('e\u0301'.repeat(5))).toBe(5);
    expect(visibleCharacterCount('👩\u200d💻 ok')).toBe(5);
  });

  it('give the form its required-field messages', () => {
    expect(
      validateContactForm({
        name: '\u200b\u200b',
        email: 'ada@example.com',
        message: '\u0301'.repeat(12),
      }),
    ).toEqual({ name: 'Name is required', message: 'Message is required' });
  });

  it('treat Braille blanks, Hangul fillers and zero-width characters as blank', () => {
    const blanks = [
      '\u2800',
      '\u3164',
      '\u115f',
      '\u1160',
      '\uffa0',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
    ];
    const email = 'ada@example.com';
    for (const blank of blanks) {
      expect(
        validateContactForm({ name: blank.repeat(5), email, message: blank.repeat(20) }),
        JSON.stringify(blank),
      ).toEqual({ name: 'Name is required', message: 'Message is required' });
      expect(
        validateContactForm({
          name: `A${blank.repeat(5)}`,
          email,
          message: `Hi${blank.repeat(20)}!`,
        }),
        JSON.stringify(blank),
      ).toEqual({
        name: 'Name must be at least 2 characters',
        message: 'Message must be at least 10 characters',
      });
    }
    // Whitespace alone is blank too; between visible characters it counts, as the spec's "after trimming" says.
    expect(
      validateContactForm({ name: '\u3000\u00a0', email, message: '\u2003'.repeat(20) }),
    ).toEqual({ name: 'Name is required', message: 'Message is required' });
    expect(validateContactForm({ name: 'A B', email, message: 'Hello you!' })).toEqual({});
  });
});
