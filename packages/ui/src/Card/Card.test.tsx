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

describe('Card tones', () => {
  const look = (tone: 'default' | 'raised' | 'lifted') => {
    render(<Card data-testid={tone} tone={tone} />);
    const style = getComputedStyle(screen.getByTestId(tone));
    return { background: style.backgroundColor, shadow: style.boxShadow };
  };

  it('lifted has the raised surface with the plain card shadow (a card on a raised band)', () => {
    const plain = look('default');
    const raised = look('raised');
    const lifted = look('lifted');
    expect(lifted.background).toBe(raised.background);
    expect(lifted.background).not.toBe(plain.background);
    expect(lifted.shadow).toBe(plain.shadow);
    expect(lifted.shadow).not.toBe(raised.shadow);
  });
});
