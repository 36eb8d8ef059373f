import { describe, expect, it } from 'vitest';
import { claims } from './claims.ts';
import { industries } from './industries.ts';
import { allPricingItems, lowestProjectPrice, pricingCategories } from './pricing.ts';
import { findService, getService, serviceIds, services } from './services.ts';
import { servicesPage, whyChooseUs } from './services-page.ts';
import { plainText } from './format.ts';

describe('services', () => {
  it('are the six services, in order, with their ids and icons', () => {
    expect(services.map((service) => [service.id, service.title, service.icon])).toEqual([
      ['strategic-advisory', 'Strategic Advisory & Consulting', 'Compass'],
      ['design-ux', 'Design & User Experience', 'PenTool'],
      ['development', 'Development & Engineering', 'Code2'],
      ['cloud-devops', 'Cloud, DevOps & Security', 'Cloud'],
      ['industry-solutions', 'Industry-Specific Solutions', 'Building2'],
      ['emerging-tech', 'Emerging Tech & Innovation', 'Cpu'],
    ]);
    expect(serviceIds).toHaveLength(6);
    expect(claims.disciplines.value).toBe(String(services.length));
  });

  it.each(services.map((service) => [service.id, service] as const))(
    '%s has a card, five process steps, technologies and a detail link',
    (id, service) => {
      expect(service.link).toBe(`/services/${id}`);
      expect(service.description.length).toBeGreaterThan(60);
      expect(service.process).toHaveLength(5);
      expect(new Set(service.process).size).toBe(5);
      expect(service.technologies.length).toBeGreaterThanOrEqual(5);
      expect(service.metaDescription.length).toBeGreaterThanOrEqual(50);
      expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    },
  );

  it.each(services.map((service) => [service.id, service] as const))(
    '%s has complete detail-page copy',
    (_id, service) => {
      const { detail } = service;
      expect(detail.headline.length).toBeGreaterThan(10);
      expect(detail.intro.length).toBeGreaterThan(80);
      expect(detail.overview.length).toBeGreaterThanOrEqual(2);
      expect(detail.included.length).toBeGreaterThanOrEqual(4);
      expect(detail.audience.length).toBeGreaterThanOrEqual(3);
      expect(detail.deliverables.length).toBeGreaterThanOrEqual(4);
      expect(detail.timelines.length).toBeGreaterThanOrEqual(2);
      expect(detail.faqs.length).toBeGreaterThanOrEqual(3);
      expect(detail.faqs.length).toBeLessThanOrEqual(4);
      expect(detail.cta.primary.href).toBe('/contact');
    },
  );

  it('take starting prices from the price list by reference', () => {
    for (const service of services) {
      const category = pricingCategories.find((entry) => entry.serviceId === service.id);
      const { pricing } = service.detail;
      expect(pricing.category).toBe(category);
      expect(pricing.featured.length).toBeGreaterThanOrEqual(3);
      for (const item of [...pricing.featured, pricing.startingAt]) {
        expect(category?.items).toContain(item);
        expect(allPricingItems).toContain(item);
      }
    }
    expect(getService('design-ux').detail.pricing.startingAt.price).toBe('$800');
  });

  it.each(services.map((service) => [service.id, service] as const))(
    '%s quotes in its hero a price that its own price table lists, the lowest of the service',
    (_id, service) => {
      const { pricing } = service.detail;
      const category = pricingCategories.find((entry) => entry.serviceId === service.id)!;
      // The hero's figure is a row of the table ...
      expect(pricing.featured).toContain(pricing.startingAt);
      // ... no project in the table is cheaper ...
      for (const item of pricing.featured.filter((entry) => entry.unit === 'project')) {
        expect(item.amount).toBeGreaterThanOrEqual(pricing.startingAt.amount);
      }
      // ... and 'Starting at' is honest: no project of the service on /pricing is cheaper either.
      expect(pricing.startingAt).toBe(lowestProjectPrice(category.id));
    },
  );

  it('quote the starting prices of the price list in the heroes', () => {
    expect(
      Object.fromEntries(
        services.map((service) => [service.id, service.detail.pricing.startingAt.price]),
      ),
    ).toEqual({
      'strategic-advisory': '$500',
      'design-ux': '$800',
      development: '$1,500',
      'cloud-devops': '$1,500',
      'industry-solutions': '$2,800',
      'emerging-tech': '$2,500',
    });
  });

  it('reuse the typical timelines of the pricing page where they apply', () => {
    const durations = (id: Parameters<typeof getService>[0]) =>
      getService(id).detail.timelines.map((timeline) => plainText(timeline.duration));
    expect(durations('design-ux')).toContain('2–3 days');
    expect(durations('development')).toEqual(expect.arrayContaining(['1–2 weeks', '8–12 weeks']));
  });

  it('are found by id', () => {
    expect(findService('cloud-devops')?.title).toBe('Cloud, DevOps & Security');
    expect(findService('unknown')).toBeUndefined();
  });
});

describe('services page', () => {
  it('has four industries with exactly four features each', () => {
    expect(industries.map((industry) => industry.name)).toEqual([
      'Fintech & Banking',
      'Healthcare & MedTech',
      'E-commerce & Retail',
      'Professional Services',
    ]);
    for (const industry of industries) {
      expect(industry.features).toHaveLength(4);
      expect(new Set(industry.features).size).toBe(4);
    }
  });

  it('has four Why Choose points and CTAs to /contact and /pricing', () => {
    expect(whyChooseUs).toHaveLength(4);
    expect(servicesPage.whyChoose.heading).toBe('Why Choose Lumen Forge');
    expect(servicesPage.industries.heading).toBe('Industry Expertise');
    expect(servicesPage.panelLabel).toBe('Process & Technologies');
    expect(servicesPage.learnMoreLabel).toBe('Learn More');
    expect(servicesPage.cta.primary.href).toBe('/contact');
    expect(servicesPage.cta.secondary.href).toBe('/pricing');
    expect(whyChooseUs.map((point) => point.description).join(' ')).toContain('$500');
  });
});
