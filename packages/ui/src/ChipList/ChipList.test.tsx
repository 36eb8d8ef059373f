import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { ChipList } from './ChipList';

describe('ChipList', () => {
  it('reads as a list of its items, in order', async () => {
    const { container } = render(
      <ChipList items={['React', 'TypeScript', 'AWS']} aria-label="Technologies" />,
    );
    const list = screen.getByRole('list', { name: 'Technologies' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['React', 'TypeScript', 'AWS']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
