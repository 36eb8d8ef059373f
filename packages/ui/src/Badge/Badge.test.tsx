import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its status as text, with the colour as a decoration only', async () => {
    const { container } = render(
      <p>
        Status: <Badge tone="danger">Delivery failed</Badge>
      </p>,
    );
    expect(screen.getByText('Delivery failed')).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('');
    expect(container.querySelector('p')).toHaveTextContent('Status: Delivery failed');
    expect(await axeViolations(container)).toEqual([]);
  });
});
