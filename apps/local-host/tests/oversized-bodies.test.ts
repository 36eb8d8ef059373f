/**
 * A body over a route's limit answers 413 and the host stays up, on every route. The host runs as its own process
 * (`src/main.ts`), so an uncaught error after the answer shows as what a caller sees: the host gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from './sign-in.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const STAFF = { email: 'staff@agency.example', password: 'staff password 1' };
const ONE_MEGABYTE = 1024 * 1024;
let root: string;
let host: ChildProcess;
let url: string;
let exited: string | null = null;
let token: string;

/**
 * Sends `bytes` of body in 16 KB writes and resolves with the status as soon as it arrives: the host answers before
 * it has read the body and then closes the connection, so the rest of the upload fails by design.
 */
function sendBody(
  method: string,
  path: string,
  headers: Record<string, string>,
  bytes = ONE_MEGABYTE,
): Promise<number> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path, method, headers },
      (res) => {
        res.resume();
        res.on('error', () => undefined);
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', (error) => {
      if (req.writableEnded && req.socket?.destroyed === false) return;
      reject(error);
    });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', writeMore);
      }
      req.end();
    };
    writeMore();
  });
}

async function hostAnswers(): Promise<number> {
  const response = await fetch(`${url}/auth/v1/.well-known/jwks.json`);
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-oversized-'));
  host = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: join(root, 'data'),
      SITE_CLIENT_DIR: join(root, 'no-site-build'),
      LOCAL_STAFF_EMAIL: STAFF.email,
      LOCAL_STAFF_PASSWORD: STAFF.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  host.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  url = await new Promise<string>((resolve, reject) => {
    host.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local host running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    host.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
  });
  host.once('exit', (code, signal) => (exited = `exited (${code ?? signal}): ${output}`));
  token = await accessTokenOf(url, STAFF);
});

afterAll(async () => {
  if (host && exited === null) {
    host.kill('SIGTERM');
    await new Promise((resolve) => host.once('exit', resolve));
  }
  await rm(root, { recursive: true, force: true });
});

const ADMIN_PATCH = '/functions/v1/admin-submissions?id=00000000-0000-4000-8000-000000000000';
const ROUTES: { name: string; method: string; path: string; status: number; staff?: boolean }[] = [
  { name: 'contact', method: 'POST', path: '/functions/v1/send-contact-email', status: 413 },
  { name: 'admin PATCH', method: 'PATCH', path: ADMIN_PATCH, status: 413, staff: true },
  {
    name: 'sign-in',
    method: 'POST',
    path: '/auth/v1/token?grant_type=password',
    status: 413,
  },
  { name: 'refresh', method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', status: 413 },
  { name: 'static page', method: 'POST', path: '/about', status: 405 },
];

describe('a body over the limit', () => {
  for (const route of ROUTES)
    for (const framing of ['content-length', 'chunked'] as const)
      it(`${route.name} (${framing}): answers ${route.status}, three times, and the host stays up`, async () => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            ...(framing === 'content-length'
              ? { 'content-length': String(ONE_MEGABYTE) }
              : { 'transfer-encoding': 'chunked' }),
            ...(route.staff ? { authorization: `Bearer ${token}` } : {}),
          };
          expect(await sendBody(route.method, route.path, headers)).toBe(route.status);
          await new Promise((resolve) => setTimeout(resolve, 100));
          expect(exited).toBeNull();
          expect(await hostAnswers()).toBe(200);
        }
      });
});
