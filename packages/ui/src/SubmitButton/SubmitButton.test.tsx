import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form from the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit} aria-label="Contact">
        <SubmitButton>Send Message</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send Message' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).not.toHaveAttribute('aria-busy');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the loading label, is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { container, rerender } = render(
      <form onSubmit={onSubmit} aria-label="Contact">
        <SubmitButton loading>Send Message</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    rerender(
      <form onSubmit={onSubmit} aria-label="Contact">
        <SubmitButton loading={false}>Send Message</SubmitButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('accepts a custom loading label', () => {
    render(
      <SubmitButton loading loadingLabel="Saving...">
        Save
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
