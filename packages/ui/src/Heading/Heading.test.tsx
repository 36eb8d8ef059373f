import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the requested level independent of its size', async () => {
    const { container } = render(
      <>
        <Heading as="h1">Precision design</Heading>
        <Heading as="h2" size="5xl" gradient>
          Big second level
        </Heading>
        <Heading as="h3" align="center">
          Card title
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Precision design' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Big second level' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Card title' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('defaults to h2', () => {
    render(<Heading>Section</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
  });
});
