import { describe, expect, it } from 'vitest';
import { formatLegalDate, getLegalDocument, legalDocuments } from './legal.ts';
import type { LegalDocument } from './types.ts';
import { plainText } from './format.ts';

function fullText(document: LegalDocument): string {
  return [
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
    ]),
  ].join('\n');
}

describe('legal documents', () => {
  it('are the three legal pages, each with the date it last changed', () => {
    expect(
      legalDocuments.map((document) => [document.path, document.title, document.lastUpdated]),
    ).toEqual([
      // The acknowledgement e-mail and the chat notice were added to the privacy policy.
      ['/privacy-policy', 'Privacy Policy', '2026-11-28'],
      ['/terms-of-service', 'Terms of Service', '2026-11-21'],
      ['/refund-policy', 'Refund Policy', '2026-11-21'],
    ]);
    for (const document of legalDocuments) {
      expect(document.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
      expect(fullText(document)).toContain('hello@lumenforge.example');
    }
    expect(formatLegalDate('2026-11-21')).toBe('November 21, 2026');
  });

  it('privacy policy describes what the site really collects and uses', () => {
    const text = fullText(getLegalDocument('privacy-policy'));
    for (const fact of [
      'name, e-mail address and message',
      'user-agent',
      'hash of your IP address',
      'Supabase',
      'notification e-mail',
      'no cookies',
      'no analytics',
      '24 months',
      'delete',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('refund policy matches the payment terms', () => {
    const text = fullText(getLegalDocument('refund-policy'));
    expect(text).toContain('50% deposit');
    expect(text).toContain('30% deposit');
    expect(text).toContain('refund your deposit in full');
    expect(text).toMatch(/milestone/i);
    expect(text).toContain('support@lumenforge.example');
  });

  it('terms of service name the governing law and the quote turnaround', () => {
    const text = fullText(getLegalDocument('terms-of-service'));
    expect(text).toContain('State of Indiana');
    expect(plainText(text)).toContain('24–48 hours');
  });
});
