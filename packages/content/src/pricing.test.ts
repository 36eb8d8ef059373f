import { describe, expect, it } from 'vitest';
import { discounts, discountsIntro } from './discounts.ts';
import { pricingFaqs } from './faqs.ts';
import { formatPrice, formatUsd, plainText } from './format.ts';
import { paymentMethods, paymentTermsSummary } from './payments.ts';
import {
  allPricingItems,
  getPricingCategory,
  getPricingItem,
  lowestProjectPrice,
  pricingCategories,
  pricingCategoriesByPrice,
  pricingPage,
} from './pricing.ts';
import { services } from './services.ts';
import { timelines, typicalTimelines } from './timelines.ts';

/** The agency's starting prices (USD), item by item. */
const startingPrices: Record<string, readonly (readonly [name: string, price: string])[]> = {
  strategic: [
    ['Business Strategy Report', '$500'],
    ['Consultation Call', '$200/hour'],
    ['Digital Transformation Planning', '$2,500'],
    ['Technology Assessment', '$1,800'],
    ['Market Research', '$1,200'],
    ['Enterprise Advisory Retainer', '$8,000/month'],
  ],
  design: [
    ['Logo Design', '$800'],
    ['Brand Identity', '$2,500'],
    ['UX/UI Design', '$1,500'],
    ['Website Redesign', '$3,200'],
    ['Design System', '$4,500'],
    ['Marketing Materials', '$1,800'],
    ['Complete Brand Overhaul', '$8,000'],
  ],
  development: [
    ['Landing Page', '$1,500'],
    ['Business Website', '$3,500'],
    ['E-commerce Store', '$5,500'],
    ['Web Application', '$8,000'],
    ['Mobile App MVP', '$12,000'],
    ['Mobile App Full Build', '$25,000'],
    ['API Development', '$4,000'],
    ['Feature Sprint', '$2,500'],
  ],
  cloud: [
    ['Cloud Assessment', '$1,500'],
    ['Cloud Migration', '$5,000'],
    ['DevOps Pipeline', '$4,000'],
    ['Security Audit', '$2,200'],
    ['Infrastructure as Code', '$3,500'],
    ['Managed Cloud', '$1,500/month'],
    ['Disaster Recovery', '$2,800'],
  ],
  industry: [
    ['Fintech MVP', '$15,000'],
    ['Healthcare Portal', '$12,000'],
    ['E-commerce Platform', '$10,000'],
    ['Professional Services Portal', '$8,500'],
    ['Compliance Integration', '$3,500'],
    ['Industry API Integration', '$2,800'],
  ],
  emerging: [
    ['AI/ML Proof of Concept', '$4,500'],
    ['Smart Contract Development', '$6,000'],
    ['AR/VR Experience', '$8,500'],
    ['IoT Solution', '$7,200'],
    ['AI Chatbot', '$3,200'],
    ['Data Analytics Platform', '$5,500'],
    ['Innovation Workshop', '$2,500'],
  ],
};

describe('price list', () => {
  it('has six categories in the order of the services, linked to them', () => {
    expect(pricingCategories.map((category) => category.id)).toEqual([
      'strategic',
      'design',
      'development',
      'cloud',
      'industry',
      'emerging',
    ]);
    expect(pricingCategories.map((category) => category.serviceId)).toEqual(
      services.map((service) => service.id),
    );
    expect(pricingCategories.map((category) => category.name)).toEqual([
      'Strategic Advisory',
      'Design & UX',
      'Development & Engineering',
      'Cloud, DevOps & Security',
      'Industry Solutions',
      'Emerging Tech',
    ]);
  });

  it('lists the categories on /pricing by their lowest starting price, cheapest first', () => {
    expect(
      pricingCategoriesByPrice.map((category) => [
        category.name,
        lowestProjectPrice(category.id).price,
      ]),
    ).toEqual([
      ['Strategic Advisory', '$500'],
      ['Design & UX', '$800'],
      ['Development & Engineering', '$1,500'],
      ['Cloud, DevOps & Security', '$1,500'],
      ['Emerging Tech', '$2,500'],
      ['Industry Solutions', '$2,800'],
    ]);
    expect(new Set(pricingCategoriesByPrice)).toEqual(new Set(pricingCategories));
  });

  it('has 41 items: 6 + 7 + 8 + 7 + 6 + 7', () => {
    expect(pricingCategories.map((category) => category.items.length)).toEqual([6, 7, 8, 7, 6, 7]);
    expect(allPricingItems).toHaveLength(41);
  });

  it.each(Object.entries(startingPrices))(
    'lists every %s item at its fixed starting price',
    (id, expected) => {
      const category = pricingCategories.find((entry) => entry.id === id);
      expect(category?.items.map((item) => [item.name, item.price])).toEqual(expected);
    },
  );

  it('derives each display price from amount and unit', () => {
    for (const item of allPricingItems) {
      expect(item.price).toBe(formatPrice(item.amount, item.unit));
      expect(Number.isInteger(item.amount) && item.amount > 0).toBe(true);
    }
    expect(getPricingItem('strategic', 'consultation-call')).toMatchObject({
      amount: 200,
      unit: 'hour',
    });
    expect(getPricingItem('strategic', 'enterprise-advisory-retainer')).toMatchObject({
      amount: 8000,
      unit: 'month',
    });
    expect(getPricingItem('cloud', 'managed-cloud')).toMatchObject({ amount: 1500, unit: 'month' });
    expect(
      allPricingItems.filter((item) => item.unit !== 'project').map((item) => item.name),
    ).toEqual(['Consultation Call', 'Enterprise Advisory Retainer', 'Managed Cloud']);
  });

  it('has unique item ids and names and a description for every item and category', () => {
    expect(new Set(allPricingItems.map((item) => item.id)).size).toBe(41);
    expect(new Set(allPricingItems.map((item) => item.name)).size).toBe(41);
    for (const category of pricingCategories)
      expect(category.description.length).toBeGreaterThan(40);
    for (const item of allPricingItems) expect(item.description.length).toBeGreaterThan(40);
  });

  it('finds categories, items and the lowest project price', () => {
    expect(getPricingCategory('design').name).toBe('Design & UX');
    expect(lowestProjectPrice('strategic').name).toBe('Business Strategy Report');
    expect(lowestProjectPrice('design').price).toBe('$800');
    expect(lowestProjectPrice('cloud').price).toBe('$1,500');
    expect(() => getPricingItem('design', 'nope' as never)).toThrow();
  });

  it('formats US dollars', () => {
    expect(formatUsd(500)).toBe('$500');
    expect(formatUsd(25000)).toBe('$25,000');
    expect(formatUsd(1234567)).toBe('$1,234,567');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(999)).toBe('$999');
    expect(formatUsd(1000)).toBe('$1,000');
    expect(formatUsd(12000.4)).toBe('$12,000');
    expect(formatUsd(999.5)).toBe('$1,000');
    expect(formatPrice(200, 'hour')).toBe('$200/hour');
    expect(formatPrice(8000, 'month')).toBe('$8,000/month');
  });

  it('offers a custom quote linking to /contact with the 24–48 hour turnaround', () => {
    expect(pricingPage.customQuote.link.href).toBe('/contact');
    expect(plainText(pricingPage.customQuote.text)).toContain('24–48 hours after a discovery call');
    expect(pricingPage.cta.primary.href).toBe('/contact');
    expect(pricingPage.cta.secondary.href).toBe('/services');
  });
});

describe('payment methods', () => {
  it('has the four payment categories with their methods', () => {
    expect(
      paymentMethods.map((category) => [category.id, category.category, category.methods]),
    ).toEqual([
      ['cards', 'Credit & Debit Cards', ['Visa', 'Mastercard', 'American Express', 'Discover']],
      [
        'bank-transfers',
        'Bank Transfers',
        ['ACH Transfer', 'Wire Transfer', 'Direct Bank Transfer'],
      ],
      ['digital', 'Digital Wallets', ['Apple Pay', 'Google Pay']],
      ['enterprise', 'Enterprise Billing', ['Net Terms', 'Purchase Orders', 'Invoicing']],
    ]);
    for (const category of paymentMethods) expect(category.description.length).toBeGreaterThan(40);
  });

  it('states payment terms in plain language', () => {
    expect(paymentTermsSummary.join(' ')).toContain('50% deposit');
    expect(paymentTermsSummary.join(' ')).toContain('$10,000');
  });
});

describe('discounts', () => {
  it('names the five kinds: package, long-term, nonprofit, early-bird and loyalty', () => {
    expect(discounts.map((discount) => discount.id)).toEqual([
      'package',
      'long-term',
      'nonprofit',
      'early-bird',
      'loyalty',
    ]);
    for (const discount of discounts) {
      expect(discount.name.length).toBeGreaterThan(5);
      expect(discount.description.length).toBeGreaterThan(40);
    }
  });

  it('states who qualifies for each discount', () => {
    expect(discounts.map((discount) => discount.condition)).toEqual([
      '2+ services in one proposal',
      'Engagements of 6+ months',
      'Registered nonprofits and public schools',
      'Confirmed 4+ weeks before the start',
      'Returning within 24 months',
    ]);
  });

  it('states how much each discount takes off, in its headline and in its terms', () => {
    expect(discounts.map((discount) => discount.saving)).toEqual([
      'Up to 15% off',
      '10% off monthly rates',
      '15% off every service',
      '5% off the project fee',
      '10% off every new project',
    ]);
    for (const discount of discounts) {
      const percents = discount.saving.match(/\d+%/g) ?? [];
      expect(percents.length).toBeGreaterThan(0);
      for (const percent of percents) expect(discount.description).toContain(percent);
    }
    expect(discounts[0].description).toMatch(
      /two services .* 10% lower; three or more take 15% off/,
    );
  });

  it('says how discounts combine, here and in the pricing FAQ', () => {
    expect(discountsIntro.intro).toContain('Discounts combine up to 20% off one proposal');
    const faq = pricingFaqs.find((entry) => entry.question === 'Do you offer discounts?');
    expect(faq?.answer).toContain('up to 20% off one proposal');
  });
});

describe('timelines', () => {
  it('has the three typical timelines: logo, landing pages, complex apps', () => {
    expect(plainText(timelines.logo.duration)).toBe('2–3 days');
    expect(plainText(timelines.landingPage.duration)).toBe('1–2 weeks');
    expect(plainText(timelines.complexApp.duration)).toBe('8–12 weeks');
    expect(typicalTimelines.map((timeline) => plainText(timeline.duration))).toEqual([
      '2–3 days',
      '1–2 weeks',
      '8–12 weeks',
    ]);
  });
});

describe('the paid consultation call', () => {
  it('is named a paid advisory session, apart from the free discovery call', () => {
    const call = getPricingItem('strategic', 'consultation-call');
    expect(call.price).toBe('$200/hour');
    expect(plainText(call.description)).toMatch(
      /^A paid advisory session: .*Not to be confused with the 30-minute free discovery call/,
    );
  });
});
