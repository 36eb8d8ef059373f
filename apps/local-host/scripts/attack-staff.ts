/**
 * Replays attacks on the staff side of the embedded host and prints one table of figures: oversized bodies, tokens of
 * ended sessions, made-up X-Forwarded-For values, wrong passwords for the staff account, password spraying.
 *   cd apps/local-host && npx tsx scripts/attack-staff.ts
 * It starts `src/main.ts` as its own process (so a crash shows as one) on 127.0.0.1 with a temporary data folder and
 * the default trust model; traffic only goes to 127.0.0.1. Takes about half a minute (one wait is the refresh-token
 * reuse interval).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContactPayload } from '@agency/contact-client';

const STAFF = { email: 'staff@agency.example', password: 'staff password 1' };
const rows: [attack: string, figure: string][] = [];
const record = (attack: string, figure: string) => {
  rows.push([attack, figure]);
  console.error(`${attack} | ${figure}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const root = await mkdtemp(join(tmpdir(), 'attack-staff-'));
let host: ChildProcess;
let url = '';
let alive = false;

async function startHost() {
  host = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: join(root, 'data'),
      SITE_CLIENT_DIR: join(root, 'no-site-build'),
      LOCAL_STAFF_EMAIL: STAFF.email,
      LOCAL_STAFF_PASSWORD: STAFF.password,
      LOCAL_TRUSTED_PROXY_HOPS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  url = await new Promise<string>((resolve, reject) => {
    host.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local host running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    host.once('exit', (code) => reject(new Error(`host exited with ${code}: ${output}`)));
  });
  alive = true;
  host.once('exit', () => (alive = false));
}

async function stopHost() {
  if (!alive) return;
  const exited = new Promise((resolve) => host.once('exit', resolve));
  host.kill('SIGTERM');
  await exited;
}

async function json(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function signIn(password = STAFF.password, headers: Record<string, string> = {}) {
  const answer = await json('/auth/v1/token?grant_type=password', { ...STAFF, password }, headers);
  return {
    ...answer,
    session:
      answer.status === 200
        ? (JSON.parse(answer.body) as { access_token: string; refresh_token: string })
        : null,
  };
}

const listWith = async (token: string) =>
  (
    await fetch(`${url}/functions/v1/admin-submissions?view=all`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).status;

function oversizedPatch(token: string): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: 'PATCH',
        path: '/functions/v1/admin-submissions?id=00000000-0000-4000-8000-000000000000',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': String(1024 * 1024),
        },
      },
      (res) => {
        res.resume();
        resolve(String(res.statusCode));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end(Buffer.alloc(1024 * 1024, 'a'));
  });
}

await startHost();

// 1. A 1 MB PATCH with a valid staff token, three times (the host restarted whenever it died).
{
  const outcomes: string[] = [];
  let died = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const token = (await signIn()).session?.access_token ?? '';
    const status = await oversizedPatch(token);
    await sleep(500);
    if (!alive) {
      died += 1;
      await startHost();
    }
    outcomes.push(status);
  }
  record(
    '1 MB PATCH to admin-submissions, 3 tries',
    `answers ${outcomes.join(', ')}; host died ${died}/3`,
  );
}

// 2. Tokens of ended sessions.
{
  const { session } = await signIn();
  const before = await listWith(session!.access_token);
  const logout = await fetch(`${url}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session!.access_token}` },
  });
  record(
    'access token after logout?scope=global',
    `list ${before} before, logout ${logout.status}, list ${await listWith(session!.access_token)} after`,
  );
  const second = (await signIn()).session!;
  await json('/auth/v1/token?grant_type=refresh_token', { refresh_token: second.refresh_token });
  await sleep(11_000);
  const reuse = await json('/auth/v1/token?grant_type=refresh_token', {
    refresh_token: second.refresh_token,
  });
  record(
    'access token after its refresh token was reused (11 s later)',
    `reuse ${reuse.status}, list ${await listWith(second.access_token)}`,
  );
}

// 3. Made-up X-Forwarded-For values from one socket.
{
  let accepted = 0;
  for (let index = 0; index < 30; index += 1) {
    const answer = await json(
      '/functions/v1/send-contact-email',
      buildContactPayload(
        {
          name: 'Spoofing Visitor',
          email: `spoof${index}@example.com`,
          message: 'Counted as a new client every time?',
        },
        { userAgent: 'attack-staff', now: new Date(), honeypot: '' },
      ),
      { 'x-forwarded-for': `198.51.100.${index + 1}` },
    );
    if (answer.status === 200) accepted += 1;
  }
  record('30 contact posts, 30 X-Forwarded-For values, one socket', `${accepted}/30 accepted`);
}

// 4. Wrong passwords for the staff account, then the right one.
{
  const statuses: number[] = [];
  for (let index = 0; index < 10; index += 1) statuses.push((await signIn('a wrong guess')).status);
  const right = await signIn();
  const retryAfter = Number(right.headers.get('retry-after') ?? 0);
  let after = 'not tried';
  if (right.status === 429 && retryAfter <= 60) {
    await sleep(retryAfter * 1000);
    after = String((await signIn()).status);
  }
  record(
    '10 wrong passwords, then the right one',
    `${statuses.join(',')}; right password ${right.status}${right.status === 429 ? ` (Retry-After ${retryAfter} s)` : ''}; after waiting it out: ${after}`,
  );
}

// 5. Password spraying: 100 accounts, one guess each, X-Forwarded-For rotating (on a restarted host, so that the
// attempts above do not count).
await stopHost();
await startHost();
{
  const started = performance.now();
  let checked = 0;
  for (let index = 0; index < 100; index += 1) {
    const answer = await json(
      '/auth/v1/token?grant_type=password',
      { email: `sprayed${index}@agency.example`, password: 'Spring2026!' },
      { 'x-forwarded-for': `203.0.113.${index + 1}` },
    );
    if (answer.status !== 429) checked += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  record(
    '100 sign-in guesses over 100 accounts, X-Forwarded-For rotating',
    `${checked}/100 checked in ${seconds.toFixed(1)} s, the rest 429`,
  );
}

await stopHost();
await rm(root, { recursive: true, force: true });
console.log('| attack | figure |\n| - | - |');
for (const [attack, figure] of rows) console.log(`| ${attack} | ${figure} |`);
