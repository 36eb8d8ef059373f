import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Stack } from './Stack';

describe('Stack', () => {
  it('keeps list semantics when rendered as a list', async () => {
    const { container } = render(
      <Stack as="ul" gap={3} aria-label="Steps">
        <li>Discovery</li>
        <li>Planning</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('DiscoveryPlanning');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders a plain group of children by default', () => {
    render(
      <Stack direction="row" justify="between" data-testid="row">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    expect(screen.getByTestId('row').tagName).toBe('DIV');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
