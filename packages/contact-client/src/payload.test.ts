import { describe, expect, it } from 'vitest';
import { buildContactPayload } from './rules.ts';

describe('buildContactPayload', () => {
  it('sends trimmed fields, the user agent, a null ipAddress, the metadata and the honeypot', () => {
    const payload = buildContactPayload(
      { name: '  Ada ', email: ' ada@example.com ', message: '  Hello agency team \n' },
      { userAgent: 'UA/1.0', now: new Date('2026-03-04T05:06:07.008Z'), honeypot: '' },
    );
    expect(payload).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello agency team',
      userAgent: 'UA/1.0',
      ipAddress: null,
      metadata: { user_agent: 'UA/1.0', timestamp: '2026-03-04T05:06:07.008Z', source: 'website' },
      website: '',
    });
  });
});
