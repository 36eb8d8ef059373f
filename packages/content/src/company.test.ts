import { describe, expect, it } from 'vitest';
import { aboutStats, claims, contactStats, homeStats, servicesHeadlineStats } from './claims.ts';
import {
  absoluteUrl,
  booking,
  company,
  copyrightNotice,
  DEFAULT_SITE_URL,
  formatAddress,
  formatAddressLines,
  principalAddress,
  resolveSiteUrl,
} from './company.ts';
import { plainText } from './format.ts';

describe('company facts', () => {
  it('match the team decisions', () => {
    expect(company.name).toBe('Lumen Forge');
    expect(company.tagline).toBe(
      'A creative and tech agency transforming ideas and brands through strategic design, storytelling and technology.',
    );
    expect(company.siteUrl).toBe('https://www.lumenforge.example');
    expect(company.emails.general).toMatchObject({
      address: 'hello@lumenforge.example',
      href: 'mailto:hello@lumenforge.example',
    });
    expect(company.emails.support).toMatchObject({
      address: 'support@lumenforge.example',
      href: 'mailto:support@lumenforge.example',
    });
    expect(company.phone).toEqual({
      display: '+1 (317) 555-0142',
      href: 'tel:+13175550142',
      label: 'Phone',
    });
  });

  it('has two Indiana addresses, the principal office in Indianapolis first', () => {
    expect(company.addresses).toHaveLength(2);
    expect(
      company.addresses.map((a) => [a.addressLocality, a.addressRegion, a.postalCode]),
    ).toEqual([
      ['Indianapolis', 'IN', '46204'],
      ['Fort Wayne', 'IN', '46802'],
    ]);
    expect(principalAddress).toBe(company.addresses[0]);
    expect(formatAddressLines(principalAddress)[1]).toBe('Indianapolis, IN 46204');
    expect(formatAddress(company.addresses[1])).toMatch(/, Fort Wayne, IN 46802$/);
  });

  it('books the free consultation through the external link', () => {
    expect(booking).toMatchObject({
      label: 'Book Free Consultation',
      href: 'https://calendly.com/lumenforge/15min',
      external: true,
      target: '_blank',
      rel: 'noopener noreferrer',
      callMinutes: 30,
    });
    expect(plainText(booking.description)).toContain('30-minute free discovery call');
  });

  it('builds the copyright line for a year', () => {
    expect(copyrightNotice(2026)).toBe('© 2026 Lumen Forge. All rights reserved.');
  });

  it('resolves the site URL from SITE_URL or the default', () => {
    expect(DEFAULT_SITE_URL).toBe('https://www.lumenforge.example');
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('')).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('https://agency.test/')).toBe('https://agency.test');
    expect(() => resolveSiteUrl('agency.test')).toThrow(/SITE_URL/);
    expect(absoluteUrl('/pricing')).toBe('https://www.lumenforge.example/pricing');
    expect(absoluteUrl('/', 'http://localhost:3000/')).toBe('http://localhost:3000/');
  });
});

describe('claims', () => {
  it('state every claim shown to visitors', () => {
    expect(claims.satisfiedClients.value).toBe('500+');
    expect(claims.cloudUptime.value).toBe('99.9%');
    expect(claims.timeToMarket.value).toBe('2.3x');
    expect(claims.onTimeDelivery.value).toBe('98%');
    expect(claims.disciplines.value).toBe('6');
    expect(claims.sameDayResponse.text).toBe('same-day response guarantee');
    expect(plainText(claims.discoveryCall.text)).toBe('30-minute free discovery call');
    expect(claims.replyTime.text).toBe('within 24 hours');
    expect(plainText(claims.quoteTurnaround.text)).toBe('24–48 hours');
  });

  it('make the stat tiles of each page', () => {
    expect(servicesHeadlineStats.map((tile) => tile.value)).toEqual(['2.3x', '98%', '1-Stop', '6']);
    for (const tiles of [homeStats, servicesHeadlineStats, aboutStats, contactStats]) {
      expect(tiles).toHaveLength(4);
      for (const tile of tiles) expect(tile.label.length).toBeGreaterThan(3);
    }
  });
});
