import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Stack } from '../Stack/Stack';
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

  it('spaces its children by a step of the scale, as a Stack does', () => {
    render(
      <>
        <Card gap={5} data-testid="card">
          <p>Heading</p>
          <p>Text</p>
        </Card>
        <Stack gap={5} data-testid="stack" />
        <Card data-testid="plain" />
      </>,
    );
    const gap = (id: string) => getComputedStyle(screen.getByTestId(id)).gap;
    expect(gap('card')).toBe(gap('stack'));
    expect(gap('plain')).not.toBe(gap('stack'));
  });
});
