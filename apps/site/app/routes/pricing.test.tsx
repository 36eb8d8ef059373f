import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import {
  asRead,
  headingLevels,
  outlineIsLogical,
  renderRoute,
} from '~/components/testing/render-route';
import Pricing, { loader } from './pricing';

const renderPricing = () => renderRoute('/pricing', Pricing, loader as LoaderFunction);

/** The row of a price list item, found by its name. */
function priceRow(name: string) {
  const heading = screen.getByRole('heading', { name, level: 4 });
  return heading.closest('li') as HTMLElement;
}

/** The discount card under a heading: its saving, who qualifies and its terms, as a reader sees them. */
function discountCard(name: string) {
  return screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;
}

describe('Pricing page', () => {
  it('lists 41 items in 6 categories, cheapest category first, each with its description', async () => {
    const { h1, container } = await renderPricing();
    expect(h1).toHaveTextContent('Transparent Pricing');
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    const prices = screen.getByRole('region', { name: 'Starting Prices by Service' });
    const categories = within(prices).getAllByRole('heading', { level: 3 });
    expect(categories.map((h) => h.textContent)).toEqual([
      'Strategic Advisory',
      'Design & UX',
      'Development & Engineering',
      'Cloud, DevOps & Security',
      'Emerging Tech',
      'Industry Solutions',
    ]);
    // Each category's lowest per-project price never exceeds the next one's.
    const lowest = categories.map((heading) => {
      const section = screen.getByRole('region', { name: heading.textContent ?? '' });
      const amounts = within(section)
        .getAllByText(/^\$[\d,]+$/)
        .map((price) => Number(price.textContent!.replace(/[$,]/g, '')));
      return Math.min(...amounts);
    });
    expect(lowest).toEqual([500, 800, 1500, 1500, 2500, 2800]);
    expect(within(prices).getAllByRole('heading', { level: 4 })).toHaveLength(41);
    expect(within(prices).getAllByText('Starting at')).toHaveLength(41);
  });

  it.each([
    ['Business Strategy Report', '$500'],
    ['Consultation Call', '$200/hour'],
    ['Enterprise Advisory Retainer', '$8,000/month'],
    ['Logo Design', '$800'],
    ['Mobile App Full Build', '$25,000'],
    ['Managed Cloud', '$1,500/month'],
    ['Fintech MVP', '$15,000'],
    ['Innovation Workshop', '$2,500'],
  ])('shows %s starting at %s', async (name, price) => {
    await renderPricing();
    expect(within(priceRow(name)).getByText(price)).toBeInTheDocument();
  });

  it('has the custom quote link, four payment categories, five discounts and the typical timelines', async () => {
    await renderPricing();
    expect(screen.getByRole('link', { name: 'Request a Custom Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const payments = screen.getByRole('region', { name: 'Payment Methods' });
    const categories = within(payments).getAllByRole('heading', { level: 3 });
    expect(categories).toHaveLength(4);
    for (const method of [
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'ACH Transfer',
      'Apple Pay',
      'Google Pay',
      'Purchase Orders',
    ]) {
      expect(within(payments).getByText(method)).toBeInTheDocument();
    }
    const discounts = screen.getByRole('region', { name: 'Ways to Save' });
    expect(within(discounts).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(discounts).getByText('2+ services in one proposal')).toBeInTheDocument();
    expect(within(discounts).getByText('Confirmed 4+ weeks before the start')).toBeInTheDocument();
    const timelines = screen.getByRole('region', { name: 'Typical Timelines' });
    expect(within(timelines).getByText('2–3 days', asRead)).toBeInTheDocument();
    expect(within(timelines).getByText('1–2 weeks', asRead)).toBeInTheDocument();
    expect(within(timelines).getByText('8–12 weeks', asRead)).toBeInTheDocument();
  });

  it('opens several pricing FAQs at once and links to /contact and /services', async () => {
    const user = userEvent.setup();
    await renderPricing();
    const faq = screen.getByRole('region', { name: 'Pricing Questions' });
    const [first, second] = within(faq).getAllByRole('button') as [HTMLElement, HTMLElement];
    await user.click(first);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Get Your Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it.each([
    [
      'Package Discount',
      'Up to 15% off',
      '2+ services in one proposal',
      /10% lower; three or more take 15% off/,
    ],
    [
      'Long-Term Partnership Discount',
      '10% off monthly rates',
      'Engagements of 6+ months',
      /30 days’ notice/,
    ],
    [
      'Nonprofit Discount',
      '15% off every service',
      'Registered nonprofits and public schools',
      /501\(c\)\(3\)/,
    ],
    [
      'Early-Bird Booking',
      '5% off the project fee',
      'Confirmed 4+ weeks before the start',
      /at least 4 weeks before/,
    ],
    [
      'Loyalty Discount',
      '10% off every new project',
      'Returning within 24 months',
      /within 24 months of your last one/,
    ],
  ])('states the %s: %s, who qualifies and the terms', async (name, saving, who, terms) => {
    await renderPricing();
    const card = discountCard(name);
    expect(within(card).getByText(saving)).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Who qualifies', 'How it works']);
    const [qualifies, howItWorks] = within(card).getAllByRole('definition');
    expect(qualifies).toHaveTextContent(who);
    expect(howItWorks).toHaveTextContent(terms);
  });

  it('says how the discounts combine', async () => {
    await renderPricing();
    const discounts = screen.getByRole('region', { name: 'Ways to Save' });
    expect(
      within(discounts).getByText(/Discounts combine up to 20% off one proposal/),
    ).toBeInTheDocument();
  });
});
