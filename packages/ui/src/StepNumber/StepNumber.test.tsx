import { isInaccessible, render, screen, within } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { StepNumber } from './StepNumber';

describe('StepNumber', () => {
  it('shows numbers with two digits and strings as given', () => {
    render(
      <>
        <StepNumber value={3} />
        <StepNumber value="12" size="lg" />
      </>,
    );
    expect(screen.getByText('03')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('leaves the position to the ordered list: a screen reader hears only the step title', async () => {
    const { container } = render(
      <ol>
        <li>
          <StepNumber value={1} size="sm" />
          <h3>Discovery</h3>
        </li>
      </ol>,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Discovery' })).toBeInTheDocument();
    expect(isInaccessible(screen.getByText('01'))).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });
});
