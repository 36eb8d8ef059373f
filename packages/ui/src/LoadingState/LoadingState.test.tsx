import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('shows and announces the text it is given', async () => {
    const { container } = render(<LoadingState label="Loading Services..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading Services...');
    expect(screen.getByText('Loading Services...')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['inline', 'block', 'page'] as const)('renders the %s layout', (layout) => {
    render(<LoadingState label="Loading Pricing..." layout={layout} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Pricing...');
  });
});
