import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { lightTheme } from '../theme/themes.css';
import { Section } from './Section';

describe('Section', () => {
  it('is a region labelled by its heading, with eyebrow and intro', async () => {
    const { container } = render(
      <main>
        <Section
          id="services"
          eyebrow="What we do"
          title="Our Services"
          intro="Six disciplines under one roof."
        >
          <p>Cards go here.</p>
        </Section>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Our Services' });
    expect(region).toHaveAttribute('id', 'services');
    const heading = within(region).getByRole('heading', { level: 2, name: 'Our Services' });
    expect(heading).toHaveAttribute('id', 'services-heading');
    expect(region).toHaveAttribute('aria-labelledby', 'services-heading');
    expect(within(region).getByText('What we do')).toBeInTheDocument();
    expect(within(region).getByText('Six disciplines under one roof.')).toBeInTheDocument();
    expect(within(region).getByText('Cards go here.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the heading level from headingAs and generates ids without an id prop', () => {
    render(<Section title="Precision design and tech solutions" headingAs="h1" />);
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Precision design and tech solutions',
    });
    expect(
      screen.getByRole('region', { name: 'Precision design and tech solutions' }),
    ).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('is not a named region without a title (unless labelled by the caller)', () => {
    const { container } = render(
      <>
        <Section>
          <p>Untitled band</p>
        </Section>
        <Section aria-label="Highlights" container={false}>
          <p>Full bleed</p>
        </Section>
      </>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Highlights' })).toHaveTextContent('Full bleed');
    expect(container).toHaveTextContent('Untitled band');
  });

  it('switches a light band, and only it, to the light theme', () => {
    render(
      <>
        <Section title="Our Mission" tone="light" className="extra">
          <p>Mission</p>
        </Section>
        <Section title="Our Values" tone="raised">
          <p>Values</p>
        </Section>
      </>,
    );
    const light = screen.getByRole('region', { name: 'Our Mission' });
    expect(light).toHaveClass(lightTheme, 'extra');
    expect(screen.getByRole('region', { name: 'Our Values' })).not.toHaveClass(lightTheme);
  });

  it('with layout aside, keeps the heading block before the content and the region labelled by it', async () => {
    const { container } = render(
      <main>
        <Section id="services" title="Our Services" intro="Six disciplines." layout="aside">
          <p>Cards go here.</p>
        </Section>
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Our Services' });
    const heading = within(region).getByRole('heading', { level: 2 });
    const content = within(region).getByText('Cards go here.');
    expect(heading.compareDocumentPosition(content)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The heading block and the content sit side by side: neither contains the other.
    expect(heading.parentElement!.contains(content)).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders every band when near, and writes a light band's ink into its markup", () => {
    render(
      <>
        <Section title="Dark" />
        <Section title="Light" tone="light" style={{ scrollMarginTop: '80px' }} />
      </>,
    );
    const band = (name: string) => screen.getByRole('region', { name });
    expect(getComputedStyle(band('Dark')).contentVisibility).toBe('auto');
    expect(getComputedStyle(band('Light')).contentVisibility).toBe('auto');
    // Inline, so it holds before the stylesheet arrives: dark ink on a light scheme, and the caller's style kept.
    expect(band('Light').style.color).toBe('rgb(11, 13, 18)');
    expect(band('Light').style.colorScheme).toBe('light');
    expect(band('Light').style.scrollMarginTop).toBe('80px');
    expect(band('Dark').getAttribute('style')).toBeNull();
  });
});
