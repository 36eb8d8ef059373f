import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { StatRow } from './StatRow';

describe('StatRow', () => {
  it('lists each figure with its label (and description), in order', async () => {
    const { container } = render(
      <StatRow
        stats={[
          { value: '500+', label: 'Satisfied clients' },
          { value: 'Same-Day', label: 'Reply', description: 'On business days' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '500+Satisfied clients',
      'Same-DayReplyOn business days',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws compact tiles tighter, their figures still on one line', () => {
    const stats = [{ value: 'Same-Day', label: 'Reply', description: 'On business days' }];
    render(
      <>
        <StatRow stats={stats} />
        <StatRow stats={stats} size="compact" />
      </>,
    );
    const [fit, compact] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const figure = (tile: HTMLElement) => getComputedStyle(within(tile).getByText('Same-Day'));
    // jsdom drops clamp() sizes and paddings: the tighter gap and the figure's own margin show the compact tile.
    expect(getComputedStyle(compact).gap).not.toBe(getComputedStyle(fit).gap);
    expect(figure(compact).marginBottom).not.toBe(figure(fit).marginBottom);
    expect(figure(compact).whiteSpace).toBe('nowrap');
  });

  it('sets a strip as bare figures, not as cards', async () => {
    const stats = [{ value: '98%', label: 'On-time delivery' }];
    const { container } = render(
      <>
        <StatRow stats={stats} />
        <StatRow stats={stats} variant="strip" />
      </>,
    );
    const [tile, bare] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(bare.textContent).toBe('98%On-time delivery');
    expect(getComputedStyle(tile).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(bare).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(await axeViolations(container)).toEqual([]);
  });
});
