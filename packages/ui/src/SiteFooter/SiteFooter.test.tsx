import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import type { LinkRenderProps } from '../internal/link';
import { SiteFooter, type SiteFooterProps } from './SiteFooter';

const siteMap = [
  { href: '/', label: 'Home' },
  { href: '/services', label: 'Services' },
  { href: '/process', label: 'Process' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];
const legal = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/refund-policy', label: 'Refund Policy' },
];

function Footer(props: Partial<SiteFooterProps>) {
  return (
    <SiteFooter
      brand="Agency"
      brandHref="/"
      tagline="Transforming ideas and brands through design, storytelling and technology."
      columns={[{ title: 'Site map', links: siteMap }]}
      contact={
        <>
          <a href="mailto:hello@example.com">hello@example.com</a>
          <a href="tel:+15555550100">+1 555 555 0100</a>
          <span>1 Main St, Indianapolis, IN</span>
        </>
      }
      copyright="© 2025 Agency. All rights reserved."
      legalLinks={legal}
      {...props}
    />
  );
}

describe('SiteFooter', () => {
  it('is a contentinfo landmark with labelled navigation landmarks', async () => {
    const { container } = render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const siteMapNav = within(footer).getByRole('navigation', { name: 'Site map' });
    expect(
      within(siteMapNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(siteMap.map((l) => l.label));
    const legalNav = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legalNav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(legalNav).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(legalNav).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the brand, tagline, contact block and copyright', () => {
    render(<Footer />);
    expect(screen.getByRole('link', { name: 'Agency' })).toHaveAttribute('href', '/');
    expect(
      screen.getByText(
        'Transforming ideas and brands through design, storytelling and technology.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(screen.getByText('1 Main St, Indianapolis, IN').closest('address')).not.toBeNull();
    expect(screen.getByText('© 2025 Agency. All rights reserved.')).toBeInTheDocument();
  });

  it('renders every column passed in, plus children, with headings at the chosen level', () => {
    render(
      <Footer
        headingLevel={3}
        columns={[
          { title: 'Site map', links: siteMap },
          { title: 'Services', links: [{ href: '/services/design-ux', label: 'Design & UX' }] },
        ]}
      >
        <div>
          <p>Newsletter coming soon</p>
        </div>
      </Footer>,
    );
    expect(screen.getAllByRole('navigation')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Services' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Services' })).toContainElement(
      screen.getByRole('link', { name: 'Design & UX' }),
    );
    expect(screen.getByText('Newsletter coming soon')).toBeInTheDocument();
  });

  it('uses the link component for internal links and a new tab for external ones', () => {
    function RouterLink({ children, href, ...props }: LinkRenderProps) {
      return (
        <a {...props} href={href} data-router="">
          {children}
        </a>
      );
    }
    render(
      <Footer
        linkComponent={RouterLink}
        columns={[
          {
            title: 'Site map',
            links: [
              ...siteMap,
              { href: 'https://cal.example.com/agency', label: 'Book Free Consultation' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('data-router');
    const external = screen.getByRole('link', {
      name: 'Book Free Consultation (opens in a new tab)',
    });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).not.toHaveAttribute('data-router');
  });

  it('leaves out the parts it is not given', async () => {
    const { container } = render(<SiteFooter columns={[{ title: 'Site map', links: siteMap }]} />);
    expect(screen.queryByRole('navigation', { name: 'Legal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
