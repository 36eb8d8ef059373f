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
});
