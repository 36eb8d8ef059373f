// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useContactForm, type UseContactFormOptions } from './form.ts';
import { createClientRateLimiter } from './rules.ts';
import type { SubmitOutcome } from './send.ts';

function ContactForm(props: UseContactFormOptions) {
  const form = useContactForm(props);
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <label>
        Name
        <input
          name="name"
          value={form.values.name}
          onChange={form.handleChange}
          disabled={form.disabled}
        />
      </label>
      {form.errors.name && <p>{form.errors.name}</p>}
      <label>
        Email
        <input
          name="email"
          value={form.values.email}
          onChange={form.handleChange}
          disabled={form.disabled}
        />
      </label>
      {form.errors.email && <p>{form.errors.email}</p>}
      <label>
        Message
        <textarea
          name="message"
          value={form.values.message}
          onChange={form.handleChange}
          disabled={form.disabled}
        />
      </label>
      {form.errors.message && <p>{form.errors.message}</p>}
      <div aria-hidden="true">
        <input {...form.honeypotProps} />
      </div>
      {form.message && (
        <p role="status" data-status={form.status}>
          {form.message}
        </p>
      )}
      <button type="submit" disabled={form.disabled}>
        {form.disabled ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('useContactForm', () => {
  it('shows field errors, then Sending... with everything disabled, then the success text, then idle after 5 s', async () => {
    vi.useFakeTimers();
    let answer!: (outcome: SubmitOutcome) => void;
    const send = vi.fn(() => new Promise<SubmitOutcome>((resolve) => (answer = resolve)));
    render(<ContactForm send={send} rateLimiter={createClientRateLimiter()} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();

    type('Name', 'Ada');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeTruthy();
    type('Email', 'ada@example.com');
    type('Message', 'I need a new website.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada',
        metadata: expect.objectContaining({ source: 'website' }),
      }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );

    await act(async () => answer({ status: 'success' }));
    expect(screen.getByRole('status').textContent).toBe(
      "Message sent successfully! We'll get back to you within 24 hours.",
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');

    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the server error and keeps what the visitor typed', async () => {
    render(
      <ContactForm
        send={async () => ({
          status: 'error',
          message: 'Something went wrong. Please try again later.',
        })}
        rateLimiter={createClientRateLimiter()}
      />,
    );
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Message', 'I need a new website.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })));
    expect(screen.getByRole('status').textContent).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(screen.getByRole('status').dataset.status).toBe('error');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'I need a new website.',
    );
  });
});
