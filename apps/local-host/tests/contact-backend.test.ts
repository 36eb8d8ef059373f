import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactPayload,
  createContactSubmitter,
  outcomeFromInvokeResult,
  type ContactRequestBody,
} from '@agency/contact-client';
import { asRole, listSubmissions } from '@agency/supabase/pglite';
import { startServer, type RunningServer } from '../src/server.ts';
import { rawRequest } from './http-client.ts';
import { createTestSupabaseClient } from './supabase-client.ts';
import { readOutbox } from '../src/outbox-folder.ts';

const SALT = 'integration-salt';
let root: string;
let server: RunningServer;
const printed: string[] = [];

function payload(index: number, overrides: Partial<ContactRequestBody> = {}): ContactRequestBody {
  return {
    ...buildContactPayload(
      {
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
        message: `Hello, this is message number ${index}.`,
      },
      { userAgent: 'IntegrationTest/1.0', now: new Date('2026-05-01T10:00:00.000Z'), honeypot: '' },
    ),
    ...overrides,
  };
}

async function countRows(where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await asRole(server.database, 'service_role', (tx) =>
    tx.query<{ count: number }>(
      `select count(*)::int as count from public.contact_submissions where ${where}`,
      params,
    ),
  );
  return rows[0]?.count ?? -1;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-backend-'));
  server = await startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir: join(root, 'data'),
    hashSalt: SALT,
    // These tests tell clients apart by x-forwarded-for, as one trusted proxy in front would.
    trustedProxyHops: 1,
    // More than the default ceiling (200 per hour across senders) are sent here; hardening.test.ts covers the ceiling.
    globalLimitPerHour: 1000,
    print: (line) => printed.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('supabase-js functions.invoke against the local backend', () => {
  it('stores the submission, answers success, prints its id and writes the e-mail to the outbox', async () => {
    const supabase = createTestSupabaseClient(server.url);
    const body = payload(1);
    const { data, error } = await supabase.functions.invoke('send-contact-email', {
      body,
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true });
    expect(await outcomeFromInvokeResult({ data, error })).toEqual({ status: 'success' });

    // The notification goes out after the answer, with the outbox run the submission started.
    await server.runDeliveries();
    const rows = await listSubmissions(server.database);
    expect(rows.map((row) => [row.name, row.email, row.message, row.status])).toEqual([
      ['Visitor 1', 'visitor1@example.com', 'Hello, this is message number 1.', 'notified'],
    ]);
    // The same run has sent the visitor's acknowledgement too.
    const outbox = (await readOutbox(server.outboxDir)).filter((email) =>
      email.idempotencyKey.startsWith('contact-notification/'),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      replyTo: 'visitor1@example.com',
      subject: 'New contact form submission from Visitor 1',
    });
    expect(printed).toContain(`[contact] stored submission ${rows[0]!.id} (new)`);
    expect(printed.join('\n')).not.toContain('visitor1@example.com');
    expect(printed).toContain(
      `[contact] e-mail contact-notification/${rows[0]!.id} written to ${server.outboxDir}`,
    );
  });

  it('hashes the rightmost x-forwarded-for entry (the one a proxy appends), or the socket address without one', async () => {
    const hash = (address: string) =>
      createHash('sha256').update(`${SALT}:${address}`).digest('hex');
    const supabase = createTestSupabaseClient(server.url);
    await supabase.functions.invoke('send-contact-email', {
      body: payload(2),
      headers: { 'x-forwarded-for': '10.0.0.1, 198.51.100.2' },
    });
    await supabase.functions.invoke('send-contact-email', { body: payload(3) });
    expect(
      await countRows('email = $1 and ip_hash = $2', [
        'visitor2@example.com',
        hash('198.51.100.2'),
      ]),
    ).toBe(1);
    expect(
      await countRows('email = $1 and ip_hash = $2', ['visitor3@example.com', hash('127.0.0.1')]),
    ).toBe(1);
  });

  it('answers the sixth submission in a minute from one client with 429, Retry-After and the rate-limit message', async () => {
    const supabase = createTestSupabaseClient(server.url);
    const headers = { 'x-forwarded-for': '198.51.100.60' };
    for (let index = 0; index < 5; index += 1) {
      const { error } = await supabase.functions.invoke('send-contact-email', {
        body: payload(600 + index),
        headers,
      });
      expect(error).toBeNull();
    }
    const before = await countRows();
    const { data, error } = await supabase.functions.invoke('send-contact-email', {
      body: payload(605),
      headers,
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outcomeFromInvokeResult({ data, error })).toEqual({
      status: 'rate-limited',
      message: 'Too many submissions. Please wait a minute before trying again.',
    });
    expect(await countRows()).toBe(before);
  });

  it('gives the visitor the server text for a rejected body and stores nothing', async () => {
    const supabase = createTestSupabaseClient(server.url);
    const before = await countRows();
    const result = await supabase.functions.invoke('send-contact-email', {
      body: payload(7, { email: 'not-an-address' }),
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(await outcomeFromInvokeResult(result)).toEqual({
      status: 'error',
      message: 'Please enter a valid email address',
    });
    expect(await countRows()).toBe(before);
  });

  it('gives the try-again text when the backend cannot be reached', async () => {
    const unreachable = createTestSupabaseClient('http://127.0.0.1:9');
    const result = await unreachable.functions.invoke('send-contact-email', { body: payload(8) });
    expect(await outcomeFromInvokeResult(result)).toEqual({
      status: 'error',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('works with the contact-client submitter the site uses', async () => {
    const submit = createContactSubmitter({
      functionsUrl: `${server.url}/functions/v1`,
      anonKey: 'local-anon-key',
    });
    expect(await submit(payload(9))).toEqual({ status: 'success' });
    expect(await countRows('email = $1', ['visitor9@example.com'])).toBe(1);
  });

  it('stores a honeypot submission as spam and answers success', async () => {
    const supabase = createTestSupabaseClient(server.url);
    const { data } = await supabase.functions.invoke('send-contact-email', {
      body: payload(10, { website: 'http://spam.example' }),
      headers: { 'x-forwarded-for': '198.51.100.10' },
    });
    expect(data).toEqual({ success: true });
    expect(await countRows(`email = $1 and status = 'spam'`, ['visitor10@example.com'])).toBe(1);
  });

  it('stores exactly 200 rows for 200 concurrent submissions from distinct clients', async () => {
    const supabase = createTestSupabaseClient(server.url);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        supabase.functions.invoke('send-contact-email', {
          body: payload(1000 + index, { email: `concurrent${index}@example.com` }),
          headers: { 'x-forwarded-for': `10.${Math.floor(index / 250)}.${index % 250}.1` },
        }),
      ),
    );
    expect(
      results.filter(
        (result) => result.error === null && (result.data as { success?: boolean }).success,
      ),
    ).toHaveLength(200);
    expect(await countRows(`email like 'concurrent%'`)).toBe(200);
  });
});

describe('the function route over plain HTTP', () => {
  it('answers a CORS preflight', async () => {
    const response = await rawRequest(server.url, '/functions/v1/send-contact-email', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('rejects GET with 405 and unknown functions with 404', async () => {
    expect((await rawRequest(server.url, '/functions/v1/send-contact-email')).status).toBe(405);
    expect((await rawRequest(server.url, '/functions/v1/other', { method: 'POST' })).status).toBe(
      404,
    );
  });

  it('lets Node reject oversized headers before the handler', async () => {
    const response = await rawRequest(server.url, '/functions/v1/send-contact-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-padding': 'p'.repeat(20_000) },
      body: '{}',
    });
    expect(response.status).toBe(431);
  });

  it('keeps the submissions endpoint closed without the instance token', async () => {
    const response = await rawRequest(server.url, '/__local/submissions');
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('@example.com');
  });

  it('refuses a second host on the same data folder', async () => {
    await expect(
      startServer({ port: 0, clientDir: root, dataDir: server.dataDir, print: () => undefined }),
    ).rejects.toThrow(/Another local host/);
  });

  it('says the site is not built instead of failing when the client folder is missing', async () => {
    const response = await rawRequest(server.url, '/');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('has the site been built?');
  });
});

describe('restarts', () => {
  it('keep the stored submissions in the data folder', async () => {
    const dataDir = join(root, 'restart-data');
    const first = await startServer({ port: 0, clientDir: root, dataDir, print: () => undefined });
    const submit = createContactSubmitter({
      functionsUrl: `${first.url}/functions/v1`,
      anonKey: 'k',
    });
    expect(await submit(payload(42))).toEqual({ status: 'success' });
    await first.close();

    const second = await startServer({ port: 0, clientDir: root, dataDir, print: () => undefined });
    try {
      expect((await listSubmissions(second.database)).map((row) => row.email)).toEqual([
        'visitor42@example.com',
      ]);
    } finally {
      await second.close();
    }
  });
});
