import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../test/axe';
import { HoneypotField } from './HoneypotField';

describe('HoneypotField', () => {
  it('is invisible to people: hidden from assistive technology and skipped by Tab', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form aria-label="Contact">
        <label htmlFor="name">Name</label>
        <input id="name" name="name" />
        <HoneypotField name="company_website" />
        <button type="submit">Send</button>
      </form>,
    );
    expect(
      screen.queryByRole('textbox', { name: 'Leave this field empty' }),
    ).not.toBeInTheDocument();
    const trap = screen.getByLabelText('Leave this field empty');
    expect(trap).toHaveAttribute('name', 'company_website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');

    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('submits what a bot typed into it', () => {
    const { container } = render(
      <form aria-label="Contact">
        <HoneypotField defaultValue="http://spam.example" />
      </form>,
    );
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('website')).toBe('http://spam.example');
  });
});
