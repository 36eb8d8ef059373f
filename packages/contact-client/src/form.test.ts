// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_RESET_MS, type SendContact } from './form.ts';
import {
  renderContactForm as createContactFormController,
  type ContactFormHarness as ContactFormController,
} from './form-harness.tsx';
import { advanceTimersByTime } from './form-harness.tsx';
import { createClientRateLimiter } from './rules.ts';
import type { SubmitOutcome } from './send.ts';

const context = () => ({ userAgent: 'UA', now: new Date(), honeypot: '' });

function deferred() {
  let resolve!: (outcome: SubmitOutcome) => void;
  const promise = new Promise<SubmitOutcome>((done) => (resolve = done));
  return { promise, resolve };
}

function fill(controller: ContactFormController) {
  controller.change('name', ' Ada ');
  controller.change('email', 'ada@example.com');
  controller.change('message', 'Hello agency team');
}

function setup(send: SendContact) {
  const sendSpy = vi.fn(send);
  const controller = createContactFormController({
    send: sendSpy,
    rateLimiter: createClientRateLimiter({ now: () => Date.now() }),
    payloadContext: (honeypot) => ({ ...context(), honeypot }),
  });
  return { controller, sendSpy };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('contact form controller', () => {
  it('blocks an invalid submit with per-field errors and sends nothing', async () => {
    const { controller, sendSpy } = setup(async () => ({ status: 'success' }));
    controller.change('email', 'not-an-email');
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'idle',
      errors: {
        name: 'Name is required',
        email: 'Please enter a valid email address',
        message: 'Message is required',
      },
    });
    expect(sendSpy).not.toHaveBeenCalled();
  });

  it('clears only the edited field’s error', async () => {
    const { controller } = setup(async () => ({ status: 'success' }));
    await controller.submit();
    controller.change('name', 'A');
    expect(controller.getState().errors).toEqual({
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('idle → loading → success: fields cleared, back to idle after 5 s', async () => {
    const answer = deferred();
    const { controller, sendSpy } = setup(() => answer.promise);
    fill(controller);
    const settled = controller.submit();
    expect(controller.getState().status).toBe('loading');
    expect(sendSpy).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello agency team',
        ipAddress: null,
      }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    controller.change('name', 'typed while sending');
    expect(controller.getState().values.name).toBe(' Ada ');
    answer.resolve({ status: 'success' });
    await settled;
    expect(controller.getState()).toEqual({
      status: 'success',
      values: { name: '', email: '', message: '' },
      honeypot: '',
      errors: {},
    });
    advanceTimersByTime(STATUS_RESET_MS - 1);
    expect(controller.getState().status).toBe('success');
    advanceTimersByTime(1);
    expect(controller.getState().status).toBe('idle');
  });

  it('error: general message, typed fields kept, back to idle with errors cleared after 5000 ms', async () => {
    const { controller } = setup(async () => ({
      status: 'error',
      message: 'Failed to send message',
    }));
    fill(controller);
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'error',
      values: { name: ' Ada ', email: 'ada@example.com', message: 'Hello agency team' },
      errors: { general: 'Failed to send message' },
    });
    advanceTimersByTime(5000);
    expect(controller.getState()).toMatchObject({
      status: 'idle',
      errors: {},
      values: { email: 'ada@example.com' },
    });
  });

  it('error without text shows the try-again text; a throwing sender the unexpected one', async () => {
    const { controller } = setup(async () => ({ status: 'error', message: '' }));
    fill(controller);
    await controller.submit();
    expect(controller.getState().errors.general).toBe(
      'Something went wrong. Please try again later.',
    );

    const throwing = setup(() => Promise.reject(new Error('chunk failed to load')));
    fill(throwing.controller);
    await throwing.controller.submit();
    expect(throwing.controller.getState().errors.general).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('server 429 gives the rate-limited state, back to idle after 5 s with errors cleared', async () => {
    const { controller } = setup(async () => ({
      status: 'rate-limited',
      message: 'Too many submissions. Please wait a minute before trying again.',
    }));
    fill(controller);
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'rate-limited',
      errors: { general: 'Too many submissions. Please wait a minute before trying again.' },
    });
    advanceTimersByTime(5000);
    expect(controller.getState()).toMatchObject({ status: 'idle', errors: {} });
  });

  it('the 4th submit within 60 s is rate-limited on the client and never sent', async () => {
    const { controller, sendSpy } = setup(async () => ({ status: 'success' }));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fill(controller);
      await controller.submit();
      expect(controller.getState().status).toBe('success');
      advanceTimersByTime(10_000);
    }
    fill(controller);
    await controller.submit();
    expect(controller.getState()).toMatchObject({
      status: 'rate-limited',
      errors: { general: 'Too many submissions. Please wait a minute before trying again.' },
      values: { name: ' Ada ' },
    });
    expect(sendSpy).toHaveBeenCalledTimes(3);
    advanceTimersByTime(5000);
    expect(controller.getState()).toMatchObject({ status: 'idle', errors: {} });
    advanceTimersByTime(25_000);
    await controller.submit();
    expect(controller.getState().status).toBe('success');
    expect(sendSpy).toHaveBeenCalledTimes(4);
  });

  it('a new submit cancels the pending return to idle of the previous result', async () => {
    const answers: SubmitOutcome[] = [
      { status: 'error', message: 'first' },
      { status: 'error', message: 'second' },
    ];
    const { controller } = setup(async () => answers.shift() ?? { status: 'success' });
    fill(controller);
    await controller.submit();
    advanceTimersByTime(4000);
    await controller.submit();
    advanceTimersByTime(4000);
    expect(controller.getState()).toMatchObject({ status: 'error', errors: { general: 'second' } });
    advanceTimersByTime(1000);
    expect(controller.getState().status).toBe('idle');
  });

  it('sends the honeypot value and notifies subscribers of each change', async () => {
    const { controller, sendSpy } = setup(async () => ({ status: 'success' }));
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    fill(controller);
    controller.changeHoneypot('https://spam.example');
    await controller.submit();
    expect(sendSpy).toHaveBeenCalledWith(
      expect.objectContaining({ website: 'https://spam.example' }),
      { idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    );
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(6);
    unsubscribe();
    controller.change('name', 'x');
    expect(listener.mock.calls.length).toBeLessThan(100);
  });
});
