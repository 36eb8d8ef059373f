import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Container } from './Container';

describe('Container', () => {
  it('renders its content in the requested landmark element', async () => {
    const { container } = render(
      <Container as="main" id="main" size="md">
        <h1>About</h1>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'About' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
