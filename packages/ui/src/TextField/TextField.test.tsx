import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, typed and required, with a visual marker that stays out of the name', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <TextField label="Email" name="email" type="email" required autoComplete="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');

    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error under the field, marks it invalid and describes it by the message', async () => {
    const { container } = render(
      <TextField
        label="Name"
        name="name"
        required
        error="Name must be at least 2 characters"
        hint="As you'd like us to address you"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      "As you'd like us to address you Name must be at least 2 characters",
    );
    const message = screen.getByText('Name must be at least 2 characters');
    expect(input.getAttribute('aria-describedby')).toContain(message.closest('p')?.id);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('clears the error state when the error goes away (e.g. on edit)', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      const [error, setError] = useState<string | undefined>('Name is required');
      return (
        <TextField
          label="Name"
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeInvalid();
    await user.type(input, 'Ada');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('can be disabled and keeps a caller-provided id and description', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Company" id="company" disabled aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('id', 'company');
    expect(input).toHaveAccessibleDescription('Extra help');
  });
});
