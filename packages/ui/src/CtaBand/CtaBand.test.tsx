import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { CtaBand, type CtaBandVariant } from './CtaBand';

const actions = (
  <>
    <a href="/contact">Get Your Quote</a>
    <a href="/services">Explore Services</a>
  </>
);

describe('CtaBand', () => {
  it.each<CtaBandVariant>(['panel', 'split', 'line'])(
    '%s: a region named by its heading, the words before the actions',
    async (variant) => {
      const { container } = render(
        <main>
          <CtaBand
            id="pricing-cta"
            variant={variant}
            heading="Ready to Get an Exact Number?"
            text="Share your goals and we will reply within 24 hours."
            actions={actions}
          />
        </main>,
      );
      const region = screen.getByRole('region', { name: 'Ready to Get an Exact Number?' });
      const heading = within(region).getByRole('heading', { level: 2 });
      expect(heading).toHaveAttribute('id', 'pricing-cta-heading');
      const text = within(region).getByText(/reply within 24 hours/);
      const links = within(region).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(['Get Your Quote', 'Explore Services']);
      expect(heading.compareDocumentPosition(text)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(text.compareDocumentPosition(links[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it('sets each variant apart: centred panel, words beside the actions, one large line', () => {
    render(
      <>
        {(['panel', 'split', 'line'] as const).map((variant) => (
          <CtaBand
            key={variant}
            id={variant}
            variant={variant}
            heading={variant}
            actions={actions}
          />
        ))}
      </>,
    );
    const style = (name: string) => getComputedStyle(screen.getByRole('heading', { name }));
    expect(style('panel').textAlign).toBe('center');
    expect(style('split').textAlign).not.toBe('center');
    expect(style('line').textAlign).not.toBe('center');
    // The editorial line is set large in a short measure (jsdom drops its clamp() size, not its measure).
    expect(style('line').maxWidth).toBe('18ch');
    expect(style('split').maxWidth).not.toBe('18ch');
  });
});
