import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../test/axe';
import type { LinkRenderProps } from '../internal/link';
import { SiteHeader, type SiteHeaderProps } from './SiteHeader';

const links = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

function Header(props: Partial<SiteHeaderProps>) {
  return <SiteHeader logo={<span>Agency</span>} links={links} currentPath="/" {...props} />;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

const banner = () => screen.getByRole('banner');

describe('SiteHeader', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('is a banner with the logo home link and a labelled navigation', async () => {
    const { container } = render(<Header />);
    expect(within(banner()).getByRole('link', { name: 'Agency' })).toHaveAttribute('href', '/');
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(links.map((l) => l.label));
    expect(within(banner()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the current page with aria-current="page" and only that one', () => {
    render(<Header currentPath="/pricing" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Home', 'Services', 'Process', 'About', 'Contact']) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('highlights the section of a nested page without calling it the page', () => {
    render(<Header currentPath="/services/design-ux/" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('turns opaque only once scrolled more than 50 px', () => {
    render(<Header />);
    expect(banner()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(50);
    expect(banner()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(51);
    expect(banner()).toHaveAttribute('data-scrolled', 'true');
    scrollTo(10);
    expect(banner()).toHaveAttribute('data-scrolled', 'false');
  });

  it('honours a custom threshold and an already scrolled page', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 150 });
    render(<Header threshold={200} />);
    expect(banner()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(200);
    expect(banner()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(201);
    expect(banner()).toHaveAttribute('data-scrolled', 'true');
  });

  it('renders unscrolled on the server, whatever the threshold', () => {
    expect(renderToString(<Header />)).toContain('data-scrolled="false"');
  });

  it('renders links through the link component and shows actions', () => {
    function RouterLink({ children, href, ...props }: LinkRenderProps) {
      return (
        <a {...props} href={href} data-router="">
          {children}
        </a>
      );
    }
    render(<Header linkComponent={RouterLink} actions={<a href="/contact">Start a Project</a>} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('data-router');
    expect(within(banner()).getByRole('link', { name: 'Start a Project' })).toBeInTheDocument();
  });

  it('uses the logo label when the logo has no text', () => {
    render(<Header logo={<svg aria-hidden="true" />} logoLabel="Agency home" />);
    expect(screen.getByRole('link', { name: 'Agency home' })).toHaveAttribute('href', '/');
  });

  it('opens the mobile menu with the same links and the current one marked', async () => {
    const user = userEvent.setup();
    render(<Header currentPath="/about" actions={<a href="/contact">Start a Project</a>} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('link', { name: 'Start a Project' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
