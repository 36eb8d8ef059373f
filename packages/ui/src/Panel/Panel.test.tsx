import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { Panel } from './Panel';

describe('Panel', () => {
  it('renders the element asked for, keeping its name and content', async () => {
    const { container } = render(
      <Panel as="form" aria-label="Staff sign-in" gap={4}>
        <label>
          E-mail <input type="email" />
        </label>
        <button type="submit">Sign in</button>
      </Panel>,
    );
    const form = screen.getByRole('form', { name: 'Staff sign-in' });
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'E-mail' }));
    expect(form).toContainElement(screen.getByRole('button', { name: 'Sign in' }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is named by its title', async () => {
    const { container } = render(
      <Panel as="form" title="Staff sign-in" gap={4}>
        <button type="submit">Sign in</button>
      </Panel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Staff sign-in' })).toContainElement(
      screen.getByRole('button', { name: 'Sign in' }),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is a plain block by default', () => {
    render(<Panel>Pick a submission.</Panel>);
    expect(screen.getByText('Pick a submission.').tagName).toBe('DIV');
  });
});
