import { screen, within } from '@testing-library/react';
import { services } from '@agency/content';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import {
  asRead,
  headingLevels,
  outlineIsLogical,
  renderRoute,
} from '~/components/testing/render-route';
import ServiceDetail, { loader } from './service-detail';

const renderDetail = (path: string) => renderRoute(path, ServiceDetail, loader as LoaderFunction);

describe('Service detail pages', () => {
  it.each(services.map((service) => [service.link, service.title] as const))(
    '%s shows %s as its h1 with a logical outline',
    async (path, title) => {
      const { h1, container } = await renderDetail(path);
      expect(h1).toHaveTextContent(title);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(outlineIsLogical(headingLevels(container))).toBe(true);
    },
  );

  it('shows breadcrumbs, overview, inclusions, audience, deliverables, timelines and starting prices', async () => {
    await renderDetail('/services/design-ux');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(within(trail).getByText('Design & User Experience')).toHaveAttribute(
      'aria-current',
      'page',
    );

    expect(
      screen.getByRole('heading', { name: 'Design that people understand at a glance.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What’s Included' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who It’s For' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Typical Deliverables' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Typical Timelines' })).toBeInTheDocument();
    const prices = screen
      .getByRole('heading', { name: 'Starting Prices' })
      .closest('div') as HTMLElement;
    expect(within(prices).getByText('$800')).toBeInTheDocument();
    expect(within(prices).getByRole('link', { name: /full price list/ })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // Lowest per-project price of the category, in the header.
    expect(screen.getAllByText('Starting at').length).toBeGreaterThan(1);
  });

  it('has the service FAQ, the five process steps, the CTA and Service JSON-LD', async () => {
    const { container } = await renderDetail('/services/strategic-advisory');
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('button').length).toBeGreaterThanOrEqual(3);
    const process = screen.getByRole('region', { name: 'Process & Technologies' });
    expect(within(process).getAllByRole('list')[0]!.querySelectorAll('li')).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: 'Start Your Project' })[0]).toHaveAttribute(
      'href',
      '/contact',
    );
    const types = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
    );
    expect(types).toEqual(['Service', 'BreadcrumbList']);
  });

  it.each(services.map((service) => [service.link, service.title] as const))(
    '%s lists the price its header quotes in its own price table',
    async (path, title) => {
      await renderDetail(path);
      const header = screen.getByRole('region', { name: title });
      const quoted = /^Starting at (\$[\d,]+)$/.exec(
        within(header).getByText('Starting at').parentElement?.textContent ?? '',
      )?.[1];
      expect(quoted).toBeDefined();
      const table = screen.getByRole('heading', { name: 'Starting Prices' }).parentElement!;
      expect(within(table).getByText(quoted!)).toBeInTheDocument();
    },
  );

  it('keeps both booking buttons without a note under each: the free call is explained on /contact', async () => {
    await renderDetail('/services/cloud-devops');
    const bookings = screen.getAllByRole('link', { name: /Book Free Consultation/ });
    expect(bookings).toHaveLength(2);
    for (const booking of bookings) {
      expect(booking).toHaveAttribute('href', 'https://calendly.com/lumenforge/15min');
    }
    expect(screen.queryByText(/not a paid advisory session/, asRead)).not.toBeInTheDocument();
  });
});
