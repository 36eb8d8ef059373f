import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Testimonial } from './Testimonial';

describe('Testimonial', () => {
  it('puts the quote in a blockquote and the author, position and company in the caption', async () => {
    const { container } = render(
      <Testimonial
        quote="They shipped our platform two months early."
        author="Jordan Avery"
        position="CTO"
        company="Northwind"
      />,
    );
    const figure = screen.getByRole('figure');
    const quote = screen.getByText('They shipped our platform two months early.');
    expect(quote.closest('blockquote')).not.toBeNull();
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('Jordan Avery');
    expect(caption).toHaveTextContent('CTO, Northwind');
    expect(screen.getByText('Jordan Avery').tagName).toBe('CITE');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('works without position and company and without a frame', () => {
    render(<Testimonial quote="Great work." author="Sam" framed={false} size="lg" />);
    expect(screen.getByRole('figure')).toHaveTextContent('Great work.');
    expect(screen.getByText('Sam')).toBeInTheDocument();
  });

  it('shows the initials of the name itself, skipping honorifics', () => {
    const { rerender } = render(<Testimonial quote="Great work." author="Dr. Marcus Bell" />);
    expect(screen.getByText('MB')).toBeInTheDocument();
    expect(screen.queryByText('DM')).toBeNull();
    rerender(<Testimonial quote="Great work." author="Prof Ana María de la Cruz" />);
    expect(screen.getByText('AC')).toBeInTheDocument();
    rerender(<Testimonial quote="Great work." author="Priya Raman" />);
    expect(screen.getByText('PR')).toBeInTheDocument();
  });

  it('links to the work quoted, inside the caption', async () => {
    const { container } = render(
      <Testimonial
        quote="Great work."
        author="Priya Raman"
        company="Harbor Ledger"
        link={{
          href: '/services/development#case-study',
          label: 'Read the Harbor Ledger case study',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Read the Harbor Ledger case study' });
    expect(link).toHaveAttribute('href', '/services/development#case-study');
    expect(link.closest('figcaption')).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
