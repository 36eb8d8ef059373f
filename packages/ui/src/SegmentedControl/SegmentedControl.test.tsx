import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { SegmentedControl } from './SegmentedControl';

const items = [
  { value: 'new', label: 'New', href: '?view=new', count: 3 },
  { value: 'handled', label: 'Handled', href: '?view=handled', count: 12 },
  { value: 'all', label: 'All', href: '?view=all', count: 15 },
];

describe('SegmentedControl', () => {
  it('is a named navigation of links with counts, the current one marked', async () => {
    const { container } = render(<SegmentedControl items={items} value="handled" label="Views" />);
    const nav = screen.getByRole('navigation', { name: 'Views' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Handled 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'New 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All 15' })).toHaveAttribute('href', '?view=all');
    expect(await axeViolations(container)).toEqual([]);
  });
});
