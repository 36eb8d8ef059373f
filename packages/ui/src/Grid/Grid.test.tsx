import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Grid } from './Grid';

describe('Grid', () => {
  it('lays out a list of cards with list semantics', async () => {
    const { container } = render(
      <Grid as="ul" columns={3} aria-label="Services">
        {['Strategy', 'Design', 'Development'].map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes minItemWidth to the auto-fill layout and keeps caller styles', () => {
    render(
      <Grid minItemWidth="18rem" style={{ marginTop: '2px' }} data-testid="grid">
        <div>Item</div>
      </Grid>,
    );
    const grid = screen.getByTestId('grid');
    expect(grid.getAttribute('style')).toContain('18rem');
    expect(grid).toHaveStyle({ marginTop: '2px' });
  });
});

/** A computed value with the element's own inline custom properties substituted: jsdom does not resolve var(). */
function resolved(element: HTMLElement, property: string): string {
  const value = getComputedStyle(element).getPropertyValue(property);
  return value.replace(
    /var\((--[\w-]+)\)/,
    (whole, name: string) => element.style.getPropertyValue(name).trim() || whole,
  );
}

describe('Grid layouts per breakpoint', () => {
  it('sets the two-column split ratio for wide screens', () => {
    render(
      <Grid split={[7, 5]} data-testid="split">
        <div>Approach</div>
        <div>Expertise</div>
      </Grid>,
    );
    expect(screen.getByTestId('split').getAttribute('style')).toContain(
      'minmax(0, 7fr) minmax(0, 5fr)',
    );
  });

  it('stays one column at its base gap on phones whatever it does from a breakpoint on', () => {
    render(
      <>
        <Grid columns={{ md: 2, lg: 6 }} gap={{ base: 5, lg: 16 }} data-testid="custom" />
        <Grid columns={1} gap={5} data-testid="single" />
      </>,
    );
    const custom = screen.getByTestId('custom');
    expect(getComputedStyle(custom).gridTemplateColumns).toBe('minmax(0, 1fr)');
    expect(resolved(custom, 'gap')).toBe(getComputedStyle(screen.getByTestId('single')).gap);
    expect(resolved(custom, 'gap')).not.toBe('');
  });

  it('keeps a separate column gap beside the row gap', () => {
    render(
      <>
        <Grid columns={2} gap={3} columnGap={8} data-testid="wide" />
        <Grid columns={2} gap={8} data-testid="even" />
        <Grid columns={2} gap={3} data-testid="tight" />
      </>,
    );
    // jsdom keeps the `gap` shorthand unexpanded: compare with the grids whose gap is 8 and 3 throughout.
    const wide = screen.getByTestId('wide');
    expect(resolved(wide, 'gap')).toBe(getComputedStyle(screen.getByTestId('tight')).gap);
    expect(resolved(wide, 'column-gap')).toBe(getComputedStyle(screen.getByTestId('even')).gap);
  });
});
