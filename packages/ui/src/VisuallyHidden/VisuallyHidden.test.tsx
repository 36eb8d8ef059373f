import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', async () => {
    const { container } = render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close dialog</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders the requested element', () => {
    render(
      <VisuallyHidden as="h2" id="hidden-heading">
        Site navigation
      </VisuallyHidden>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Site navigation' })).toHaveAttribute(
      'id',
      'hidden-heading',
    );
  });
});
