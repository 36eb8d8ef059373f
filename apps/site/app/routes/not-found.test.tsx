import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/render-site';
import NotFound from './not-found';

describe('404 page', () => {
  it('says Page Not Found and that the page does not exist or has moved, inside the shared layout', () => {
    renderSite('/no-such-page', [{ path: '*', Component: NotFound }]);
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('links home, to the services and to the popular pages', () => {
    renderSite('/missing/deep/path', [{ path: '*', Component: NotFound }]);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: 'Browse Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    const popular = within(main).getByRole('navigation', { name: 'Popular Pages' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('highlights no navigation link', () => {
    renderSite('/nope', [{ path: '*', Component: NotFound }]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const link of within(nav).getAllByRole('link'))
      expect(link).not.toHaveAttribute('aria-current');
  });
});
