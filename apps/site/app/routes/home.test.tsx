import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import {
  asRead,
  headingLevels,
  outlineIsLogical,
  renderRoute,
} from '~/components/testing/render-route';
import Home, { loader } from './home';

const renderHome = () => renderRoute('/', Home, loader as LoaderFunction);

describe('Home page', () => {
  it('has one h1 (the hero headline), a logical outline and the Explore Our Services button to /services', async () => {
    const { container, h1 } = await renderHome();
    expect(h1).toHaveTextContent('Precision Design & Tech Solutions');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    const explore = screen.getByRole('link', { name: 'Explore Our Services' });
    expect(explore).toHaveTextContent('Explore Our Services');
    expect(explore).toHaveAttribute('href', '/services');
  });

  it('lists six service cards, each linking to its detail page', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Services' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const links = within(section).getAllByRole('link', { name: /^Learn More/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/strategic-advisory',
      '/services/design-ux',
      '/services/development',
      '/services/cloud-devops',
      '/services/industry-solutions',
      '/services/emerging-tech',
    ]);
    expect(
      within(section).getByRole('link', { name: 'Learn More: Development & Engineering' }),
    ).toBeInTheDocument();
  });

  it('previews steps 1-3 of 6 with the caption, the link to /process, four pillars and the principles', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Our Process' });
    const steps = within(section).getAllByRole('article');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Discovery & Strategy',
      'Planning & Architecture',
      'Design & Prototyping',
    ]);
    expect(within(section).queryByText('Development & Implementation')).not.toBeInTheDocument();
    expect(
      within(section).getByText('Showing steps 1-3 of our complete 6-step methodology'),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('link', { name: 'View All 6 Steps in Detail' }),
    ).toHaveAttribute('href', '/process');
    for (const pillar of ['Precision', 'Agile', 'Quality', 'Partnership']) {
      expect(within(section).getByRole('heading', { name: pillar, level: 3 })).toBeInTheDocument();
    }
    expect(
      within(section).getByRole('heading', { name: 'Principles We Work By' }),
    ).toBeInTheDocument();
  });

  it('puts all three testimonials in the HTML, with a dot button for each', async () => {
    await renderHome();
    const carousel = screen.getByRole('region', { name: 'Client Words' });
    for (const author of ['Priya Raman', 'Dr. Marcus Bell', 'Elena Vasquez']) {
      expect(within(carousel).getByText(author)).toBeInTheDocument();
    }
    expect(within(carousel).getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
  });

  it('ends with "Start a Project": the contact form and the external booking link', async () => {
    await renderHome();
    const section = screen.getByRole('region', { name: 'Start a Project' });
    expect(within(section).getByRole('form', { name: 'Start a Project' })).toBeInTheDocument();
    const booking = within(section).getByRole('link', { name: /Book Free Consultation/ });
    expect(booking).toHaveAttribute('href', 'https://calendly.com/lumenforge/15min');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(booking).toHaveAttribute('rel', 'noopener noreferrer');
    // The booking card here introduces the call; the longer explanation lives on /contact's booking card only.
    expect(within(section).getByText(/30-minute free discovery call/, asRead)).toBeInTheDocument();
    expect(screen.queryByText(/not a paid advisory session/, asRead)).not.toBeInTheDocument();
  });
});
