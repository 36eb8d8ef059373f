import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a labelled multi-line field with 4 rows by default', async () => {
    const user = userEvent.setup();
    const { container } = render(<TextArea label="Message" name="message" required />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).toBeRequired();
    await user.click(textarea);
    await user.keyboard('Line one{Enter}Line two');
    expect(textarea).toHaveValue('Line one\nLine two');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the error API of TextField', async () => {
    const { container } = render(
      <TextArea label="Message" rows={6} error="Message must be at least 10 characters" disabled />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(textarea).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);
  });
});
