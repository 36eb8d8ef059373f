import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { FinePrint } from './FinePrint';

describe('FinePrint', () => {
  it('reads as part of the text around it', async () => {
    const { container } = render(
      <FinePrint>
        Signed in as <strong>ada@example.com</strong>
      </FinePrint>,
    );
    const line = screen.getByText(/Signed in as/);
    expect(line.tagName).toBe('SPAN');
    expect(line).toHaveTextContent('Signed in as ada@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('can be a paragraph of its own', () => {
    render(<FinePrint as="p">Signed in as ada@example.com</FinePrint>);
    expect(screen.getByText('Signed in as ada@example.com').tagName).toBe('P');
  });
});
