import { describe, expect, it } from 'vitest';
import { buildContactPayload, contactFormAction, resolveContactClientConfig } from './rules.ts';
import { createContactSubmitter } from './send.ts';

const body = buildContactPayload(
  { name: 'Ada', email: 'ada@example.com', message: 'Hello agency team' },
  { userAgent: 'UA', now: new Date(0), honeypot: '' },
);

function recordingFetch(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return response();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('resolveContactClientConfig', () => {
  it('uses the Supabase project when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set', () => {
    expect(
      resolveContactClientConfig(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' },
        'http://x',
      ),
    ).toEqual({ functionsUrl: 'https://abc.supabase.co/functions/v1', anonKey: 'anon' });
  });

  it('falls back to the same-origin local backend', () => {
    expect(resolveContactClientConfig({}, 'http://127.0.0.1:4173')).toEqual({
      functionsUrl: 'http://127.0.0.1:4173/functions/v1',
      anonKey: 'local-anon-key',
    });
  });
});

describe('contactFormAction', () => {
  it('posts the no-JavaScript form to the project function, or to the same origin locally', () => {
    expect(contactFormAction({ VITE_SUPABASE_URL: 'https://abc.supabase.co/' })).toBe(
      'https://abc.supabase.co/functions/v1/send-contact-email',
    );
    expect(contactFormAction({})).toBe('/functions/v1/send-contact-email');
  });
});

describe('createContactSubmitter', () => {
  it('POSTs the JSON body to send-contact-email with the anon key', async () => {
    const { calls, fetchImpl } = recordingFetch(
      () =>
        new Response(JSON.stringify({ success: true }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const submit = createContactSubmitter({
      functionsUrl: 'https://abc.supabase.co/functions/v1',
      anonKey: 'anon',
      fetch: fetchImpl,
    });
    expect(await submit(body)).toEqual({ status: 'success' });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('https://abc.supabase.co/functions/v1/send-contact-email');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.headers).toMatchObject({
      Authorization: 'Bearer anon',
      apikey: 'anon',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(call?.init.body))).toEqual(body);
  });

  it('maps a 400 answer to the server text', async () => {
    const { fetchImpl } = recordingFetch(
      () =>
        new Response(JSON.stringify({ success: false, error: 'Name is required' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const submit = createContactSubmitter({
      functionsUrl: 'http://h/functions/v1',
      anonKey: 'k',
      fetch: fetchImpl,
    });
    expect(await submit(body)).toEqual({ status: 'error', message: 'Name is required' });
  });

  it('maps a network failure to try again later', async () => {
    const { fetchImpl } = recordingFetch(() => Promise.reject(new TypeError('fetch failed')));
    const submit = createContactSubmitter({
      functionsUrl: 'http://h/functions/v1',
      anonKey: 'k',
      fetch: fetchImpl,
    });
    expect(await submit(body)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('maps a relay error to try again later', async () => {
    const { fetchImpl } = recordingFetch(
      () => new Response('relay down', { status: 502, headers: { 'x-relay-error': 'true' } }),
    );
    const submit = createContactSubmitter({
      functionsUrl: 'http://h/functions/v1',
      anonKey: 'k',
      fetch: fetchImpl,
    });
    expect(await submit(body)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
