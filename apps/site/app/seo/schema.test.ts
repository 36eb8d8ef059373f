// @vitest-environment node
import { getService, pricingFaqs, processFaqs } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { breadcrumbSchema, faqPageSchema, organizationSchema, serviceSchema } from './schema';
import { SITE_URL } from './site-url';

describe('schema.org builders', () => {
  it('describes the agency as Organization + ProfessionalService with its contact facts', () => {
    const org = organizationSchema();
    expect(org['@type']).toEqual(['Organization', 'ProfessionalService']);
    expect(org.name).toBe('Lumen Forge');
    expect(org.url).toBe(`${SITE_URL}/`);
    expect(org.email).toBe('hello@lumenforge.example');
    expect(org.telephone).toBe('+13175550142');
    const addresses = org.address as { addressLocality: string; addressRegion: string }[];
    expect(addresses.map((a) => `${a.addressLocality}, ${a.addressRegion}`)).toEqual([
      'Indianapolis, IN',
      'Fort Wayne, IN',
    ]);
  });

  it('builds a Service with its provider and lowest starting price', () => {
    const service = getService('development');
    const schema = serviceSchema(service);
    expect(schema['@type']).toBe('Service');
    expect(schema.name).toBe(service.title);
    expect(schema.url).toBe(`${SITE_URL}/services/development`);
    expect((schema.provider as { '@id': string })['@id']).toBe(organizationSchema()['@id']);
    expect((schema.offers as { price: number }).price).toBe(
      service.detail.pricing.startingAt.amount,
    );
  });

  it('builds FAQPage from question/answer pairs', () => {
    for (const faqs of [processFaqs, pricingFaqs]) {
      const schema = faqPageSchema(faqs);
      const entities = schema.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(schema['@type']).toBe('FAQPage');
      expect(entities).toHaveLength(faqs.length);
      expect(entities[0]?.name).toBe(faqs[0]?.question);
      expect(entities[0]?.acceptedAnswer.text).toBe(faqs[0]?.answer.replaceAll('\u2060', ''));
      expect(JSON.stringify(entities)).not.toContain('\u2060');
    }
  });

  it('builds a BreadcrumbList home first, with Services above a service page', () => {
    const schema = breadcrumbSchema('/services/cloud-devops');
    const items = schema?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/services`,
      `${SITE_URL}/services/cloud-devops`,
    ]);
    expect(breadcrumbSchema('/nowhere')).toBeNull();
  });
});
