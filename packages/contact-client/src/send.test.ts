import * as functionsJs from '@supabase/functions-js';
import * as supabaseJs from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { outcomeFromError, outcomeFromInvokeResult } from './send.ts';

const jsonResponse = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe.each([
  ['@supabase/functions-js', functionsJs],
  ['@supabase/supabase-js', supabaseJs],
] as const)('errors from %s', (_name, lib) => {
  it('FunctionsHttpError: reads the body and shows the server text', async () => {
    const error = new lib.FunctionsHttpError(
      jsonResponse({ success: false, error: 'Please enter a valid email address' }, 400),
    );
    expect(await outcomeFromInvokeResult({ data: null, error })).toEqual({
      status: 'error',
      message: 'Please enter a valid email address',
    });
  });

  it('FunctionsHttpError 429: rate-limited with the server text', async () => {
    const error = new lib.FunctionsHttpError(
      jsonResponse(
        {
          success: false,
          error: 'Too many submissions. Please wait a minute before trying again.',
        },
        429,
      ),
    );
    expect(await outcomeFromError(error)).toEqual({
      status: 'rate-limited',
      message: 'Too many submissions. Please wait a minute before trying again.',
    });
  });

  it('FunctionsHttpError without a readable body: Failed to send message', async () => {
    const error = new lib.FunctionsHttpError(
      new Response('<html>Bad gateway</html>', { status: 502 }),
    );
    expect(await outcomeFromError(error)).toEqual({
      status: 'error',
      message: 'Failed to send message',
    });
  });

  it('FunctionsRelayError: try again later', async () => {
    const error = new lib.FunctionsRelayError(new Response('relay', { status: 500 }));
    expect(await outcomeFromError(error)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('FunctionsFetchError: try again later', async () => {
    const error = new lib.FunctionsFetchError(new TypeError('fetch failed'));
    expect(await outcomeFromError(error)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    });
  });
});

describe('other answers', () => {
  it('an unknown error gives the generic fallback', async () => {
    expect(await outcomeFromError(new Error('boom'))).toEqual({
      status: 'error',
      message: 'An unexpected error occurred. Please try again.',
    });
    expect(await outcomeFromError('a string')).toEqual({
      status: 'error',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it('success only with a success flag and no error', async () => {
    expect(await outcomeFromInvokeResult({ data: { success: true }, error: null })).toEqual({
      status: 'success',
    });
  });

  it.each([
    [{ success: true, error: 'Mailbox full' }, 'Mailbox full'],
    [{ success: false, error: 'Server says no' }, 'Server says no'],
    [{ success: false }, 'Failed to send message'],
    [{}, 'Failed to send message'],
    ['OK', 'Failed to send message'],
    [null, 'Failed to send message'],
  ])('answer %j is a failure: %s', async (data, message) => {
    expect(await outcomeFromInvokeResult({ data, error: null })).toEqual({
      status: 'error',
      message,
    });
  });
});
