// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, type SendContact } from './form.ts';
import { renderContactForm as createContactFormController } from './form-harness.tsx';
import { runAllTimers } from './form-harness.tsx';
import { buildContactPayload, createClientRateLimiter } from './rules.ts';
import { createContactSubmitter, type SubmitOutcome } from './send.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(outcomes: SubmitOutcome[]) {
  const keys: (string | undefined)[] = [];
  const send: SendContact = async (_body, options) => {
    keys.push(options?.idempotencyKey);
    return outcomes.shift() ?? { status: 'success' };
  };
  let counter = 0;
  const controller = createContactFormController({
    send,
    rateLimiter: createClientRateLimiter({ now: () => Date.now(), limit: 100 }),
    payloadContext: (honeypot) => ({ userAgent: 'UA', now: new Date(), honeypot }),
    newIdempotencyKey: () => `attempt-key-${++counter}`.padEnd(20, '0'),
  });
  controller.change('name', 'Ada');
  controller.change('email', 'ada@example.com');
  controller.change('message', 'Hello agency team');
  return { controller, keys };
}

describe('Idempotency-Key per submission attempt', () => {
  it('is kept while the same text is sent again after a failure, and new after a success', async () => {
    const failure = { status: 'error', message: 'Something went wrong. Please try again later.' };
    const { controller, keys } = setup([failure as SubmitOutcome, failure as SubmitOutcome]);
    await controller.submit();
    await controller.submit();
    await controller.submit();
    expect(controller.getState().status).toBe('success');
    runAllTimers();
    controller.change('name', 'Ada');
    controller.change('email', 'ada@example.com');
    controller.change('message', 'Hello agency team');
    await controller.submit();
    expect(keys).toEqual([
      'attempt-key-10000000',
      'attempt-key-10000000',
      'attempt-key-10000000',
      'attempt-key-20000000',
    ]);
  });

  it('is new when the visitor edits the text before sending again', async () => {
    const failure = { status: 'error', message: 'Failed to send message' } as SubmitOutcome;
    const { controller, keys } = setup([failure]);
    await controller.submit();
    controller.change('message', 'Hello agency team, edited');
    await controller.submit();
    expect(new Set(keys).size).toBe(2);
  });

  it('makes 32 random hex digits, different each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('is sent as the Idempotency-Key header', async () => {
    const headers: Headers[] = [];
    const submit = createContactSubmitter({
      functionsUrl: 'http://127.0.0.1:1/functions/v1',
      anonKey: 'anon',
      fetch: (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
        headers.push(new Headers(init.headers));
        return new Response('{"success":true}', {
          headers: { 'Content-Type': 'application/json' },
        });
      }) as typeof fetch,
    });
    const body = buildContactPayload(
      { name: 'Ada', email: 'ada@example.com', message: 'Hello agency team' },
      { userAgent: 'UA', now: new Date(0), honeypot: '' },
    );
    expect(await submit(body, { idempotencyKey: 'k'.repeat(32) })).toEqual({ status: 'success' });
    expect(headers[0]?.get('idempotency-key')).toBe('k'.repeat(32));
  });
});
