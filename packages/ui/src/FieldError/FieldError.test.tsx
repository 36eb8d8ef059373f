import { render, screen } from '@testing-library/react';
import { axeViolations } from '../test/axe';
import { TextField } from '../TextField';
import { FieldError } from './FieldError';

describe('FieldError', () => {
  it('reads like the error TextField shows under its control, and describes the control that names it', async () => {
    const { container } = render(
      <>
        <TextField label="Name" name="name" error="Name is required" />
        <label htmlFor="email">Email</label>
        <input id="email" aria-invalid="true" aria-describedby="email-error" />
        <FieldError id="email-error">Please enter a valid email address</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    // The same markup as the field's own error, so it looks the same wherever it is written.
    const markup = (text: string) =>
      screen
        .getByText(text)
        .closest('p')
        ?.outerHTML.replace(/id="[^"]*"/, '')
        .replace(text, '');
    expect(markup('Please enter a valid email address')).toBe(markup('Name is required'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
