import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is decorative without a label', async () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('announces its label as a status', async () => {
    const { container } = render(<Spinner label="Loading results" size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading results');
    expect(await axeViolations(container)).toEqual([]);
  });
});
