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
