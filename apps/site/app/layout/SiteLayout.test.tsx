import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, legalLinks, mainNavigation } from '@agency/content';
import { afterEach, describe, expect, it } from 'vitest';
import { page, renderSite, rootData } from '../../test/render-site';

const pages = [
  { path: '/', Component: page('Home page') },
  { path: '/services', Component: page('Services page') },
  { path: '/services/design-ux', Component: page('Design page') },
  { path: '/process', Component: page('Process page') },
  { path: '/pricing', Component: page('Pricing page') },
  { path: '/about', Component: page('About page') },
  { path: '/contact', Component: page('Contact page') },
];

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('SiteLayout: header', () => {
  it('links the logo wordmark home and lists the six main links in order', () => {
    renderSite('/pricing', pages);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: `${company.name} home` })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Services',
      'Process',
      'Pricing',
      'About',
      'Contact',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      mainNavigation.map((l) => l.href),
    );
    // Beside the links: the one action, straight to the form on /contact.
    expect(within(banner).getByRole('link', { name: 'Start a project' })).toHaveAttribute(
      'href',
      '/contact#contact-form',
    );
  });

  it.each([
    ['/', 'Home'],
    ['/services', 'Services'],
    ['/process', 'Process'],
    ['/pricing', 'Pricing'],
    ['/about', 'About'],
    ['/contact', 'Contact'],
  ])('marks %s as the current page (%s) and no other link', (path, label) => {
    renderSite(path, pages);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(label);
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('highlights Services as the parent section on a service detail page', () => {
    renderSite('/services/design-ux', pages);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('turns opaque only after the page is scrolled MORE than 50 px', async () => {
    renderSite('/', pages);
    const banner = screen.getByRole('banner');
    await nextFrame();
    expect(banner).toHaveAttribute('data-scrolled', 'false');

    scrollTo(50);
    await nextFrame();
    expect(banner).toHaveAttribute('data-scrolled', 'false');

    scrollTo(51);
    await nextFrame();
    expect(banner).toHaveAttribute('data-scrolled', 'true');

    scrollTo(0);
    await nextFrame();
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens the mobile menu overlay with the six links and closes it with its close button', async () => {
    const user = userEvent.setup();
    renderSite('/about', pages);
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    const dialog = screen.getByRole('dialog', { name: 'Mobile navigation' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const links = within(dialog).getAllByRole('link', {
      name: /^(Home|Services|Process|Pricing|About|Contact)$/,
    });
    expect(links).toHaveLength(6);
    expect(within(dialog).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a link is chosen and shows that page', async () => {
    const user = userEvent.setup();
    renderSite('/', pages);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Process' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Process page' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the mobile menu with Escape', async () => {
    const user = userEvent.setup();
    renderSite('/', pages);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SiteLayout: skip link and main', () => {
  it('starts with a skip link to the main content', () => {
    renderSite('/', pages);
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Home page',
    );
  });
});

describe('SiteLayout: footer', () => {
  it('shows the tagline, the site map and the legal links', () => {
    renderSite('/', pages);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(company.tagline)).toBeInTheDocument();
    const siteMap = within(footer).getByRole('navigation', { name: 'Site Map' });
    expect(
      within(siteMap)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(mainNavigation.map((l) => l.label));
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/refund-policy']);
    expect(
      within(legal)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(legalLinks.map((l) => l.label));
  });

  it('lists both e-mail addresses, the phone number and both Indiana addresses', () => {
    renderSite('/', pages);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'hello@lumenforge.example' })).toHaveAttribute(
      'href',
      'mailto:hello@lumenforge.example',
    );
    expect(
      within(footer).getByRole('link', { name: 'support@lumenforge.example' }),
    ).toHaveAttribute('href', 'mailto:support@lumenforge.example');
    expect(within(footer).getByRole('link', { name: '+1 (317) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+13175550142',
    );
    const contact = footer.querySelector('address');
    expect(contact).toHaveTextContent('150 N Meridian St, Suite 1200');
    expect(contact).toHaveTextContent('Indianapolis, IN 46204');
    expect(contact).toHaveTextContent('110 W Berry St, Suite 210');
    expect(contact).toHaveTextContent('Fort Wayne, IN 46802');
  });

  it('shows the copyright with the build year', () => {
    renderSite('/', pages);
    expect(rootData.year).toBe(2026);
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        `© 2026 ${company.name}. All rights reserved.`,
      ),
    ).toBeInTheDocument();
  });
});
