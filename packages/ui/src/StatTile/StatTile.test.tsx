import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { StatTile } from './StatTile';

describe('StatTile', () => {
  it('reads the value and then its label', async () => {
    const { container } = render(
      <ul>
        <StatTile as="li" value="500+" label="Satisfied clients" />
        <StatTile
          as="li"
          value="98%"
          label="On-time delivery"
          description="Across every engagement"
          tone="default"
        />
      </ul>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('500+Satisfied clients');
    expect(second).toHaveTextContent('98%On-time deliveryAcross every engagement');
    expect(await axeViolations(container)).toEqual([]);
  });
});
