import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { CheckList } from './CheckList';

describe('CheckList', () => {
  it('reads as a list of its items, in order', async () => {
    const { container } = render(
      <CheckList items={['Startups', 'Growing teams', 'Enterprises']} aria-label="Who it is for" />,
    );
    const list = screen.getByRole('list', { name: 'Who it is for' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Startups',
      'Growing teams',
      'Enterprises',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps list semantics in two columns', () => {
    render(<CheckList items={['One', 'Two', 'Three', 'Four']} columns={2} size="compact" />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  });
});
