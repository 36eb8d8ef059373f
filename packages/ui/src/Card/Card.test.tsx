import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content in the requested element', async () => {
    const { container } = render(
      <Card as="article" aria-labelledby="t" tone="raised" padding="lg">
        <h3 id="t">Business Website</h3>
        <p>Starting at $3,500</p>
      </Card>,
    );
    const article = screen.getByRole('article', { name: 'Business Website' });
    expect(article).toHaveTextContent('Starting at $3,500');
    expect(await axeViolations(container)).toEqual([]);
  });
});
