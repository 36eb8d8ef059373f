/**
 * Who the client is on the embedded host (LOCAL_TRUSTED_PROXY_HOPS): with nothing in front of it, the socket address,
 * whatever x-forwarded-for says; behind N trusted proxies, the entry N from the right.
 */
import type { IncomingMessage } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactPayload } from '@agency/contact-client';
import { SIGN_IN_LIMITS } from '../src/auth/auth-server.ts';
import { clientAddressOf } from '../src/client-address.ts';
import { startServer, type RunningServer } from '../src/server.ts';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-hops-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    globalLimitPerHour: 1000,
    print: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

function contactBody(index: number) {
  return JSON.stringify(
    buildContactPayload(
      {
        name: 'Hops Visitor',
        email: `hops${index}@example.com`,
        message: 'A message from behind a made-up proxy chain.',
      },
      { userAgent: 'HopsTest/1.0', now: new Date(), honeypot: '' },
    ),
  );
}

function request(socketAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: socketAddress },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('with no proxy in front (the default, hops 0)', () => {
  it('counts 30 posts from one socket as one client, whatever x-forwarded-for they carry', async () => {
    let accepted = 0;
    for (let index = 0; index < 30; index += 1) {
      const response = await fetch(`${server.url}/functions/v1/send-contact-email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${index + 1}`,
        },
        body: contactBody(index),
      });
      await response.arrayBuffer();
      if (response.status === 200) accepted += 1;
    }
    expect(accepted).toBe(5);
  });

  it('caps password spraying from one socket however x-forwarded-for rotates', async () => {
    const { limit } = SIGN_IN_LIMITS.perClient;
    const statuses: number[] = [];
    for (let index = 0; index < limit + 5; index += 1) {
      const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${index + 1}`,
        },
        body: JSON.stringify({ email: `sprayed${index}@agency.example`, password: 'Spring2026!' }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(400), ...Array(5).fill(429)]);
  });

  it('reads the socket address only', () => {
    expect(clientAddressOf(request('::ffff:127.0.0.1', '198.51.100.7'))).toBe('127.0.0.1');
    expect(clientAddressOf(request('2001:db8::1', '198.51.100.7'), 0)).toBe('2001:db8::1');
  });
});

describe('behind trusted proxies', () => {
  it('takes the entry N from the right, else the socket', () => {
    const chain = 'spoofed, 198.51.100.7, 203.0.113.9';
    expect(clientAddressOf(request('127.0.0.1', chain), 1)).toBe('203.0.113.9');
    expect(clientAddressOf(request('127.0.0.1', chain), 2)).toBe('198.51.100.7');
    expect(clientAddressOf(request('127.0.0.1', chain), 3)).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1', 'junk'), 1)).toBe('127.0.0.1');
    expect(clientAddressOf(request('127.0.0.1'), 1)).toBe('127.0.0.1');
  });

  it('refuses a hop count outside 0 to 10 at start, before opening anything', async () => {
    for (const trustedProxyHops of [-1, 11, 1.5, Number.NaN])
      await expect(
        startServer({ port: 0, dataDir: join(root, 'never'), trustedProxyHops }),
      ).rejects.toThrow(/LOCAL_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/);
  });
});
