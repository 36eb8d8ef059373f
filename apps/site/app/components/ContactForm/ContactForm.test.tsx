import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactFormCopy } from '@agency/content';
import {
  createClientRateLimiter,
  type SendContact,
  type SubmitOutcome,
} from '@agency/contact-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";

function renderForm(send?: SendContact, limit = 3) {
  // No delay between keystrokes: typing whole sentences stays fast on a busy machine.
  const user = userEvent.setup({ delay: null });
  const utils = render(
    <>
      <h2 id="form-heading">Start a Project</h2>
      <ContactForm
        id="test-form"
        copy={contactFormCopy}
        labelledBy="form-heading"
        send={send}
        rateLimiter={createClientRateLimiter({ limit })}
      />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Start a Project' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  const email = within(form).getByRole('textbox', { name: /^Email/ });
  const message = within(form).getByRole('textbox', { name: /^Message/ });
  const submit = () => within(form).getByRole('button', { name: /Send Message|Sending\.\.\./ });
  return { user, form, name, email, message, submit, ...utils };
}

async function fillValid(ctx: ReturnType<typeof renderForm>) {
  await ctx.user.type(ctx.name, 'Ada Lovelace');
  await ctx.user.type(ctx.email, 'ada@example.com');
  await ctx.user.type(ctx.message, 'We need a new brand and website.');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('renders name (text), email (email) and a 4-row message, all required, with the honeypot hidden', () => {
    const { name, email, message, form } = renderForm();
    expect(name).toHaveAttribute('type', 'text');
    expect(email).toHaveAttribute('type', 'email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '4');
    for (const field of [name, email, message]) expect(field).toBeRequired();
    // JS validation has taken over after hydration; browser `required` stays on the inputs.
    expect(form).toHaveAttribute('novalidate');
    expect(within(form).getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows every "required" message under its field and blocks the submit', async () => {
    const send = vi.fn<SendContact>();
    const ctx = renderForm(send);
    await ctx.user.click(ctx.submit());
    expect(ctx.name).toHaveAccessibleDescription('Name is required');
    expect(ctx.email).toHaveAccessibleDescription('Email is required');
    expect(ctx.message).toHaveAccessibleDescription('Message is required');
    for (const field of [ctx.name, ctx.email, ctx.message]) expect(field).toBeInvalid();
    expect(send).not.toHaveBeenCalled();
    // Focus goes to the first field that needs attention.
    expect(ctx.name).toHaveFocus();
  });

  it('shows the length and format messages', async () => {
    const ctx = renderForm(vi.fn<SendContact>());
    await ctx.user.type(ctx.name, ' A ');
    await ctx.user.type(ctx.email, 'not an email');
    await ctx.user.type(ctx.message, 'Too short');
    await ctx.user.click(ctx.submit());
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
  });

  it('clears only the edited field’s error', async () => {
    const ctx = renderForm(vi.fn<SendContact>());
    await ctx.user.click(ctx.submit());
    await ctx.user.type(ctx.name, 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(ctx.name).not.toBeInvalid();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('reads "Sending..." with every field and the button disabled while sending, then confirms and clears', async () => {
    let finish: (outcome: SubmitOutcome) => void = () => {};
    const send = vi.fn<SendContact>(
      () => new Promise<SubmitOutcome>((resolve) => (finish = resolve)),
    );
    const ctx = renderForm(send);
    await fillValid(ctx);
    await ctx.user.click(ctx.submit());

    expect(ctx.submit()).toHaveTextContent('Sending...');
    expect(ctx.submit()).toBeDisabled();
    for (const field of [ctx.name, ctx.email, ctx.message]) expect(field).toBeDisabled();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'We need a new brand and website.',
      }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );

    await act(async () => finish({ status: 'success' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SUCCESS);
    expect(ctx.name).toHaveValue('');
    expect(ctx.email).toHaveValue('');
    expect(ctx.message).toHaveValue('');
    expect(ctx.submit()).toHaveTextContent('Send Message');
    expect(ctx.submit()).toBeEnabled();
  });

  it('shows a red alert on failure and keeps the typed text', async () => {
    const send = vi.fn<SendContact>(async () => ({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    }));
    const ctx = renderForm(send);
    await fillValid(ctx);
    await ctx.user.click(ctx.submit());
    // The alert region is always in the DOM (a live region must exist before it changes): wait for its text.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      ),
    );
    expect(ctx.name).toHaveValue('Ada Lovelace');
    expect(ctx.email).toHaveValue('ada@example.com');
    expect(ctx.message).toHaveValue('We need a new brand and website.');
  });

  it('warns when the client rate limit is hit', async () => {
    const send = vi.fn<SendContact>(async () => ({ status: 'success' }));
    const ctx = renderForm(send, 0);
    await fillValid(ctx);
    await ctx.user.click(ctx.submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many submissions. Please wait a minute before trying again.',
      ),
    );
    expect(send).not.toHaveBeenCalled();
    expect(ctx.name).toHaveValue('Ada Lovelace');
  });

  it('returns to idle 5 seconds after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ctx = renderForm(vi.fn<SendContact>(async () => ({ status: 'success' })));
    await fillValid(ctx);
    await ctx.user.click(ctx.submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('can be filled and sent with the keyboard alone', async () => {
    const send = vi.fn<SendContact>(async () => ({ status: 'success' }));
    const ctx = renderForm(send);
    await ctx.user.tab();
    expect(ctx.name).toHaveFocus();
    await ctx.user.keyboard('Ada Lovelace');
    await ctx.user.tab();
    expect(ctx.email).toHaveFocus();
    await ctx.user.keyboard('ada@example.com');
    await ctx.user.tab();
    expect(ctx.message).toHaveFocus();
    await ctx.user.keyboard('We need a new brand and website.');
    await ctx.user.tab();
    expect(ctx.submit()).toHaveFocus();
    await ctx.user.keyboard('{Enter}');
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends through the real functions client when no send seam is given (network mocked)', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const ctx = renderForm(undefined);
    await fillValid(ctx);
    await ctx.user.click(ctx.submit());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SUCCESS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(String(url)).toMatch(/\/functions\/v1\/send-contact-email$/);
  });

  it('posts to the contact function when JavaScript never runs', () => {
    const { form } = renderForm();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/functions/v1/send-contact-email');
  });

  it('moves focus to the outcome after a keyboard submit, not to the top of the page', async () => {
    const send = vi.fn<SendContact>(async () => ({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    }));
    const ctx = renderForm(send);
    await fillValid(ctx);
    ctx.submit().focus();
    await ctx.user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(
        within(alert)
          .getByText(/Something went wrong/)
          .closest('[tabindex]'),
      ).toHaveFocus(),
    );
  });
});
