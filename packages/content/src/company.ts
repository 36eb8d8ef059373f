import { claims, DISCOVERY_CALL_MINUTES } from './claims.ts';
import type { BookingLink, Company, PostalAddress } from './types.ts';

/** Public origin used when SITE_URL is not set at build time. */
export const DEFAULT_SITE_URL = 'https://www.lumenforge.example';

/**
 * The site's public origin: the SITE_URL value given at build time, else the default.
 * Trailing slashes are removed; a value that is not an http(s) URL fails the build loudly.
 */
export function resolveSiteUrl(value?: string | null): string {
  const trimmed = value?.trim();
  if (!trimmed) return DEFAULT_SITE_URL;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(trimmed)) {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL without query or hash, got "${trimmed}"`,
    );
  }
  return trimmed.replace(/\/+$/, '');
}

/** Absolute URL of a path on the site, for canonical links, Open Graph and sitemap.xml. */
export function absoluteUrl(path: string, siteUrl: string = DEFAULT_SITE_URL): string {
  const base = resolveSiteUrl(siteUrl);
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${base}${normalized}`;
}

const principalOffice = {
  id: 'indianapolis',
  label: 'Principal Office',
  streetAddress: '150 N Meridian St, Suite 1200',
  addressLocality: 'Indianapolis',
  addressRegion: 'IN',
  postalCode: '46204',
  addressCountry: 'US',
} as const satisfies PostalAddress;

const fortWayneStudio = {
  id: 'fort-wayne',
  label: 'Fort Wayne Studio',
  streetAddress: '110 W Berry St, Suite 210',
  addressLocality: 'Fort Wayne',
  addressRegion: 'IN',
  postalCode: '46802',
  addressCountry: 'US',
} as const satisfies PostalAddress;

/** Company facts: rebrand the site by editing this object. */
export const company = {
  name: 'Lumen Forge',
  tagline:
    'A creative and tech agency transforming ideas and brands through strategic design, storytelling and technology.',
  siteUrl: DEFAULT_SITE_URL,
  emails: {
    general: {
      label: 'General inquiries',
      address: 'hello@lumenforge.example',
      href: 'mailto:hello@lumenforge.example',
    },
    support: {
      label: 'Client support',
      address: 'support@lumenforge.example',
      href: 'mailto:support@lumenforge.example',
    },
  },
  phone: { display: '+1 (317) 555-0142', href: 'tel:+13175550142', label: 'Phone' },
  addresses: [principalOffice, fortWayneStudio],
} as const satisfies Company;

/** The address shown on the contact page's office card. */
export const principalAddress = company.addresses[0];

/** Two display lines: street, then 'City, ST 12345'. */
export function formatAddressLines(address: PostalAddress): readonly [string, string] {
  return [
    address.streetAddress,
    `${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`,
  ];
}

/** One display line: '150 N Meridian St, Suite 1200, Indianapolis, IN 46204'. */
export function formatAddress(address: PostalAddress): string {
  return formatAddressLines(address).join(', ');
}

/**
 * The free consultation link. The copy promises a 30-minute discovery call; the scheduling URL
 * is configuration and keeps the slug it was created with.
 */
export const booking = {
  label: 'Book Free Consultation',
  href: 'https://calendly.com/lumenforge/15min',
  external: true,
  target: '_blank',
  rel: 'noopener noreferrer',
  callMinutes: DISCOVERY_CALL_MINUTES,
  description: `Prefer to talk it through? Book a ${claims.discoveryCall.text} and leave with an honest read on scope, budget and timeline.`,
} as const satisfies BookingLink;

/** '© 2026 Lumen Forge. All rights reserved.' */
export function copyrightNotice(year: number): string {
  return `© ${year} ${company.name}. All rights reserved.`;
}
