/** Issue 10 on the local host: its trust model, no 5xx on odd input, keep-alive after 413, timeouts, file hygiene. */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactPayload } from '@agency/contact-client';
import { asRole } from '@agency/supabase/pglite';
import { startServer, type RunningServer } from '../src/server.ts';
import { rawRequest } from './http-client.ts';
import { readOutbox } from '../src/outbox-folder.ts';

let root: string;
let server: RunningServer;
const printed: string[] = [];
const FUNCTION_PATH = '/functions/v1/send-contact-email';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-hardening-'));
  const clientDir = join(root, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(join(clientDir, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(clientDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  await writeFile(join(clientDir, '_redirects'), '/* /404.html 404\n');
  server = await startServer({
    port: 0,
    clientDir,
    dataDir: join(root, 'data'),
    hashSalt: 'hardening-salt',
    // These tests tell clients apart by x-forwarded-for, as one trusted proxy in front would.
    trustedProxyHops: 1,
    globalLimitPerHour: 1000,
    retryIntervalMs: 100,
    requestTimeoutMs: 1500,
    headersTimeoutMs: 1000,
    print: (line) => printed.push(line),
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

let sequence = 0;
function body() {
  sequence += 1;
  return JSON.stringify(
    buildContactPayload(
      {
        name: 'Hardening Visitor',
        email: `hardening${sequence}@example.com`,
        message: 'A message sent while hardening the host.',
      },
      { userAgent: 'HardeningTest/1.0', now: new Date('2026-05-01T10:00:00.000Z'), honeypot: '' },
    ),
  );
}

const post = (headers: Record<string, string>, text = body()) =>
  fetch(`${server.url}${FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

async function acceptedOf(headers: (index: number) => Record<string, string>, count = 10) {
  let accepted = 0;
  for (let index = 0; index < count; index += 1)
    if ((await post(headers(index))) === 200) accepted += 1;
  return accepted;
}

/** Writes `text` on a fresh connection and resolves with the status line's code once the server closes it. */
function rawExchange(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none'));
    socket.on('error', () => undefined);
  });
}

describe('who the client is on the local host behind one trusted proxy (hops 1)', () => {
  it('ignores a made-up first x-forwarded-for entry: attacker-1, attacker-2, ... are one client', async () => {
    expect(await acceptedOf((index) => ({ 'x-forwarded-for': `attacker-${index}` }))).toBe(5);
  });

  it('counts one IPv4 address spelled many ways as one client', async () => {
    const spellings = [
      '192.0.2.77',
      '::ffff:192.0.2.77',
      '::FFFF:192.0.2.77',
      '::ffff:c000:24d',
      '192.000.002.077',
      '0192.0.2.77',
      '192.0.2.077',
      '::ffff:192.0.2.77%eth0',
      '192.0.2.77%1',
      '0:0:0:0:0:ffff:192.0.2.77',
      '::ffff:C000:24D',
      ' 192.0.2.77 ',
    ];
    expect(
      await acceptedOf(
        (index) => ({ 'x-forwarded-for': `203.0.113.9, ${spellings[index] as string}` }),
        12,
      ),
    ).toBe(5);
  });
});

describe('no 5xx on odd requests', () => {
  it('answers 400 to a request target that is not a URL', async () => {
    expect(await rawExchange('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toBe(
      '400',
    );
    expect(printed.join('\n')).not.toMatch(/\n\s+at /);
  });

  it('answers 400 to a limit that is not a whole number from 1 to 1000', async () => {
    const { token } = JSON.parse(
      await readFile(join(server.dataDir, 'local-host.json'), 'utf8'),
    ) as { token: string };
    const list = (limit: string) =>
      rawRequest(server.url, `/__local/submissions?limit=${limit}`, {
        headers: { 'x-local-host-token': token },
      });
    for (const limit of ['-1', 'Infinity', '1e20', '0', '1001', '2.5', 'ten'])
      expect((await list(limit)).status, limit).toBe(400);
    const two = await list('2');
    expect(two.status).toBe(200);
    expect((JSON.parse(two.body.toString()) as unknown[]).length).toBeLessThanOrEqual(2);
  });

  it('keeps a keep-alive client working after a 413 answered before the body was read', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.150' };
    const statuses = [
      await post(headers, 'x'.repeat(200 * 1024)),
      await post(headers),
      await post(headers),
    ];
    expect(statuses).toEqual([413, 200, 200]);
  });

  it('cuts a stalled upload after the body timeout and logs one line per aborted request', async () => {
    // The earlier submissions' acknowledgements are out first, so that only this test's lines are printed below.
    await server.runDeliveries();
    const before = printed.length;
    const stalled = (abortByClient: boolean) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => {
          socket.write(
            `POST ${FUNCTION_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
              'Content-Length: 1000\r\n\r\n{"name":',
          );
          if (abortByClient) setImmediate(() => socket.destroy());
        });
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('close', () => resolve(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed'));
        socket.on('error', () => undefined);
      });
    const outcomes = await Promise.all([stalled(true), stalled(true), stalled(false)]);
    // The server answers the upload it timed out with 408 and closes it.
    expect(outcomes).toEqual(['closed', 'closed', '408']);
    await expect.poll(() => printed.length - before).toBe(3);
    const lines = printed.slice(before);
    for (const line of lines) {
      expect(line).toMatch(/^\[local-host\] POST \/functions\/v1\/send-contact-email aborted/);
      expect(line).not.toContain('\n');
    }
  });
});

describe('the notification outbox on a timer', () => {
  it('sends the e-mail of a row an interrupted attempt left new', async () => {
    await asRole(server.database, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, message, created_at)
         values ('Left New', 'left.new@example.com', 'Stored, then the host was killed.', now() - interval '10 minutes')`,
      ),
    );
    const status = async () =>
      (
        await asRole(server.database, 'service_role', (tx) =>
          tx.query<{ status: string; notify_attempts: number }>(
            `select status, notify_attempts from public.contact_submissions where email = 'left.new@example.com'`,
          ),
        )
      ).rows[0];
    await expect
      .poll(status, { timeout: 10_000 })
      .toEqual({ status: 'notified', notify_attempts: 1 });
    expect((await readOutbox(server.outboxDir)).map((email) => email.replyTo)).toContain(
      'left.new@example.com',
    );
  });
});

describe('file hygiene', () => {
  it('keeps the data folder 0700 and every file in it 0600', async () => {
    expect(await post({ 'x-forwarded-for': '192.0.2.160' })).toBe(200);
    await server.retryNotifications();
    expect((await stat(server.dataDir)).mode & 0o777).toBe(0o700);
    const modes = new Set<string>();
    for (const entry of await readdir(server.dataDir, { recursive: true, withFileTypes: true })) {
      const mode = (await stat(join(entry.parentPath, entry.name))).mode & 0o777;
      modes.add(`${entry.isDirectory() ? 'dir' : 'file'} ${mode.toString(8)}`);
    }
    expect([...modes].sort()).toEqual(['dir 700', 'file 600']);
  });

  it('answers 404 for the static hosts’ _headers and _redirects', async () => {
    for (const path of ['/_headers', '/_redirects']) {
      const response = await rawRequest(server.url, path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString()).not.toContain('X-Frame-Options');
    }
  });
});
