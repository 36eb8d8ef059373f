import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is nothing to show, as a paragraph', async () => {
    const { container } = render(<EmptyState>No submissions in this view.</EmptyState>);
    expect(screen.getByText('No submissions in this view.').tagName).toBe('P');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('holds a notice and an action when asked for a div', async () => {
    const { container } = render(
      <EmptyState as="div">
        <p role="alert">The list could not be loaded.</p>
        <button type="button">Try again</button>
      </EmptyState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
