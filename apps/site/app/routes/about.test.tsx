import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router';
import { headingLevels, outlineIsLogical, renderRoute } from '~/components/testing/render-route';
import About, { loader } from './about';

const renderAbout = () => renderRoute('/about', About, loader as LoaderFunction);

describe('About page', () => {
  it('shows stat tiles, mission and vision', async () => {
    const { h1, container } = await renderAbout();
    expect(h1).toHaveTextContent('About Lumen Forge');
    expect(outlineIsLogical(headingLevels(container))).toBe(true);
    for (const value of ['500+', '6', '98%', '99.9%']) {
      expect(screen.getByText(value, { selector: 'p' })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
  });

  it('lists the six core values and the three teams', async () => {
    await renderAbout();
    const values = screen.getByRole('region', { name: 'Our Core Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Precision',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Innovation',
      'Global Reach',
    ]);
    const teams = screen.getByRole('region', { name: 'Our Teams' });
    expect(
      within(teams)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Design Team', 'Engineering Team', 'Strategy Team']);
  });

  it('has the approach, the expertise list and links to /contact and /services', async () => {
    await renderAbout();
    expect(screen.getByRole('heading', { name: 'Our Approach' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Expertise' })).toBeInTheDocument();
    expect(screen.getByText('Cloud Architecture & DevOps')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });
});
