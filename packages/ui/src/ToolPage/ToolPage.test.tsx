import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { ToolPage } from './ToolPage';

describe('ToolPage', () => {
  it('holds the screen content in order', async () => {
    const { container } = render(
      <ToolPage width="narrow">
        <h1>Submissions Inbox</h1>
        <p>Sign in to continue.</p>
      </ToolPage>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Submissions Inbox' }),
    ).toBeInTheDocument();
    expect(container.textContent).toBe('Submissions InboxSign in to continue.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
