/**
 * Replays hostile requests against the contact pipeline (spoofed client addresses, mailbox variants, a hanging
 * e-mail provider, oversized and malformed input, stalled uploads, database grants) and prints one table of figures
 * per section.
 *   cd apps/local-host && LOCAL_DATA_DIR=$(mktemp -d) npx tsx scripts/attack-contact.ts
 * Part A runs the Edge Function's handler in this process with its production configuration (in-memory storage),
 * part B starts the local host on 127.0.0.1 (port 0) with LOCAL_DATA_DIR (a temp folder when unset). Traffic only
 * goes to 127.0.0.1.
 */
import { stat, mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ContactHandlerDeps,
  createResendMailer,
  readFunctionConfig,
} from '@agency/supabase/handlers';
import {
  createContactHandler,
  createMemoryRateLimiter,
  createMemoryStore,
  createRecordingMailer,
} from '@agency/supabase/testing';
import { asRole } from '@agency/supabase/pglite';
import { startServer } from '../src/server.ts';

type Row = [section: string, attack: string, figure: string];
const rows: Row[] = [];
const record = (section: string, attack: string, figure: string) => {
  rows.push([section, attack, figure]);
  console.error(`${section} | ${attack} | ${figure}`);
};

const URL_PATH = 'http://localhost/functions/v1/send-contact-email';
const body = (index: number, changes: Record<string, unknown> = {}) => ({
  name: 'Attack Visitor',
  email: `sender${index}@example.com`,
  message: 'A perfectly ordinary enquiry about a website.',
  userAgent: 'attack/1.0',
  ipAddress: null,
  metadata: {},
  website: '',
  ...changes,
});
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });

// ---------- Part A: the Edge Function handler with its production configuration ----------
const productionConfig = readFunctionConfig(
  (name) => ({ SUPABASE_URL: 'http://127.0.0.1:1', SUPABASE_SERVICE_ROLE_KEY: 'attack-key' })[name],
) as unknown as Record<string, unknown>;

function productionHandler(overrides: Record<string, unknown> = {}) {
  const store = createMemoryStore();
  const mailer = createRecordingMailer();
  const handler = createContactHandler({
    store,
    rateLimiter: createMemoryRateLimiter(),
    notification: { mailer, addresses: { from: 'site@x.example', to: 'inbox@x.example' } },
    hashSalt: 'attack',
    // The trust model: only the header the platform's proxy sets and overwrites names the client.
    ...('clientAddressTrust' in productionConfig
      ? { clientAddressTrust: productionConfig.clientAddressTrust }
      : {}),
    ...overrides,
  } as ContactHandlerDeps);
  return { handler, store, mailer };
}

async function acceptedOf(count: number, request: (index: number) => Request) {
  const { handler } = productionHandler();
  const statuses = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const { status } = await handler(request(index));
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const accepted = statuses.get(200) ?? 0;
  const others = [...statuses].filter(([status]) => status !== 200);
  return `${accepted}/${count} accepted${others.length ? ` (${others.map(([s, n]) => `${n}×${s}`).join(', ')})` : ''}`;
}

const header = String(
  (productionConfig.clientAddressTrust as { header?: string } | undefined)?.header ??
    'cf-connecting-ip',
);
const real = '198.51.100.9';
record(
  '1',
  `baseline: one sender, ${header}: ${real}`,
  await acceptedOf(10, (i) => post(body(i), { [header]: real })),
);
record(
  '1',
  `rotating cf-connecting-ip${header === 'cf-connecting-ip' ? ' (the trusted header; the edge overwrites it)' : ''}`,
  await acceptedOf(30, (i) =>
    post(body(i), {
      'cf-connecting-ip': `203.0.113.${i}`,
      'x-forwarded-for': real,
      [header === 'cf-connecting-ip' ? 'x-real-ip' : header]: real,
    }),
  ),
);
{
  const { handler } = productionHandler({
    clientAddressTrust: { header: 'x-forwarded-for', trustedProxyHops: 1 },
  });
  let accepted = 0;
  for (let i = 0; i < 30; i += 1) {
    const headers = { 'cf-connecting-ip': `203.0.113.${i}`, 'x-forwarded-for': real };
    if ((await handler(post(body(i), headers))).status === 200) accepted += 1;
  }
  record(
    '1',
    'rotating cf-connecting-ip, host set to x-forwarded-for (1 hop)',
    `${accepted}/30 accepted`,
  );
}
record(
  '1',
  'rotating x-real-ip',
  await acceptedOf(30, (i) => post(body(i), { [header]: real, 'x-real-ip': `203.0.113.${i}` })),
);
record(
  '1',
  'rotating leftmost x-forwarded-for entry',
  await acceptedOf(30, (i) =>
    post(body(i), { [header]: real, 'x-forwarded-for': `203.0.113.${i}, ${real}` }),
  ),
);
record(
  '1',
  `rotating IPv6 inside one /64 (${header})`,
  await acceptedOf(30, (i) => post(body(i), { [header]: `2001:db8:1:2::${(i + 1).toString(16)}` })),
);
record(
  '1',
  `rotating IPv6 /64s inside one /48 (${header})`,
  await acceptedOf(30, (i) => post(body(i), { [header]: `2001:db8:7:${(i + 1).toString(16)}::1` })),
);
record(
  '1',
  `hex junk passing the old pattern (${header})`,
  await acceptedOf(30, (i) => post(body(i), { [header]: `abc:${i.toString(16)}` })),
);
record(
  '1',
  'per-e-mail: victim+N@example.com from distinct senders',
  await acceptedOf(20, (i) =>
    post(body(0, { email: `victim+${i}@example.com` }), { [header]: `192.0.2.${i}` }),
  ),
);
record(
  '1',
  'per-e-mail: zero-width characters inside the address',
  await acceptedOf(20, (i) =>
    post(body(0, { email: `vic${'\u200b'.repeat(i + 1)}tim@example.com` }), {
      [header]: `192.0.2.${i}`,
    }),
  ),
);
{
  const { handler } = productionHandler();
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) statuses.push((await handler(post(body(i)))).status);
  const stranger = (await handler(post(body(99)))).status;
  record(
    '1',
    'no parseable address: 5 from one, then a stranger',
    `first 5: ${statuses.join(',')}; stranger: ${stranger}`,
  );
}
{
  const { handler, store } = productionHandler();
  let accepted = 0;
  for (let i = 0; i < 300; i += 1) {
    const address = `10.${Math.floor(i / 250)}.${i % 250}.1`;
    if ((await handler(post(body(i), { [header]: address }))).status === 200) accepted += 1;
  }
  record(
    '1',
    'global ceiling: 300 senders with distinct real addresses in 1 h',
    `${accepted}/300 accepted, ${store.rows.length} stored`,
  );
}
{
  const { handler } = productionHandler();
  for (let i = 0; i < 300; i += 1)
    await handler(
      post(body(i, { website: 'https://spam.example' }), {
        [header]: `10.9.${i % 250}.${Math.floor(i / 250) + 1}`,
      }),
    );
  const honest = (await handler(post(body(1000), { [header]: '192.0.2.200' }))).status;
  record('1', '300 honeypot hits, then one honest visitor', `honest visitor: ${honest}`);
}

// Section 2: a hanging provider, a retried submission
{
  const hanging = createResendMailer({
    apiKey: 're_test',
    fetch: (_input, init) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
    timeoutMs: 1000,
  } as Parameters<typeof createResendMailer>[0]);
  const { handler, store } = productionHandler({
    notification: { mailer: hanging, addresses: { from: 'a@x.example', to: 'b@x.example' } },
  });
  const started = Date.now();
  const answer = await Promise.race([
    handler(post(body(1), { [header]: real })).then(
      (r) => `${r.status} after ${Date.now() - started} ms`,
    ),
    new Promise<string>((resolve) => setTimeout(() => resolve('no answer after 5 s'), 5000)),
  ]);
  record('2', 'Resend hangs', `${answer}; row status: ${store.rows[0]?.finalStatus ?? 'none'}`);
}
{
  const { handler, store } = productionHandler();
  const key = { [header]: real, 'idempotency-key': 'attack-0123456789abcdef' };
  const first = (await handler(post(body(1), key))).status;
  const second = (await handler(post(body(1), key))).status;
  record(
    '2',
    'same submission retried with one Idempotency-Key',
    `${first}, ${second}; rows stored: ${store.rows.length}`,
  );
}

// Section 4: validation
for (const [title, changes] of [
  ['name of two zero-width spaces', { name: '\u200b\u200b' }],
  ['message of ten zero-width spaces', { message: '\u200b'.repeat(10) }],
  ['message of ten combining marks', { message: '\u0301'.repeat(10) }],
  ['e-mail with a zero-width space', { email: 'ada\u200b@example.com' }],
  ['e-mail "><script>alert(1)</script>@x.co', { email: '"><script>alert(1)</script>@x.co' }],
  ['U+202E in the name', { name: 'Eve \u202egnp.exe' }],
] as const) {
  const { handler, store } = productionHandler();
  const status = (await handler(post(body(1, changes), { [header]: real }))).status;
  record('4', title, `${status}, stored ${store.rows.length}`);
}

// ---------- Part B: the local host ----------
const dataDir = process.env.LOCAL_DATA_DIR || (await mkdtemp(join(tmpdir(), 'attack-contact-')));
const clientDir = join(dataDir, 'site');
await mkdir(clientDir, { recursive: true });
await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
await writeFile(join(clientDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
await writeFile(join(clientDir, '_redirects'), '/* /404.html 404\n');
const printed: string[] = [];
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir: join(dataDir, 'data'),
  clientDir,
  // Part B plays a host behind one proxy, so x-forwarded-for's rightmost entry names the client.
  trustedProxyHops: 1,
  print: (line) => printed.push(line),
  ...({ globalLimitPerHour: 100_000 } as object),
});
const fn = `${server.url}/functions/v1/send-contact-email`;
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  fetch(fn, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  }).then((r) => r.status);

async function localAccepted(
  count: number,
  headers: (i: number) => Record<string, string>,
  offset: number,
) {
  let accepted = 0;
  for (let i = 0; i < count; i += 1)
    if ((await send(body(offset + i), headers(i))) === 200) accepted += 1;
  return `${accepted}/${count} accepted`;
}
record(
  '1',
  'local host: x-forwarded-for attacker-N',
  await localAccepted(30, (i) => ({ 'x-forwarded-for': `attacker-${i}` }), 2000),
);
const spellings = [
  '192.0.2.77',
  '::ffff:192.0.2.77',
  '::FFFF:192.0.2.77',
  '::ffff:c000:024d',
  '192.000.002.077',
  '0192.0.2.77',
  '192.0.2.077',
  '::ffff:192.0.2.77%eth0',
  '192.0.2.77%1',
  '0:0:0:0:0:ffff:192.0.2.77',
  '::ffff:C000:24D',
  ' 192.0.2.77 ',
];
record(
  '1',
  'local host: one IPv4 address spelled 12 ways (30 posts)',
  await localAccepted(30, (i) => ({ 'x-forwarded-for': spellings[i % 12]! }), 3000),
);

record(
  '3',
  'metadata 2 values × 512 emoji',
  `${await send(body(4000, { metadata: { user_agent: '😀'.repeat(512), timestamp: '😀'.repeat(512) } }), { 'x-forwarded-for': '192.0.2.201' })}`,
);

function rawStatus(requestText: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(requestText));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('close', () => resolve(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 'no answer'));
    socket.on('error', () => resolve('error'));
    setTimeout(() => socket.destroy(), 3000);
  });
}
record(
  '3',
  'GET http://[ as the request target',
  await rawStatus('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
);
const token = JSON.parse(
  await (
    await import('node:fs/promises')
  ).readFile(join(dataDir, 'data', 'local-host.json'), 'utf8'),
).token as string;
for (const limit of ['-1', 'Infinity', '1e20']) {
  const { status } = await fetch(`${server.url}/__local/submissions?limit=${limit}`, {
    headers: { 'x-local-host-token': token },
  });
  record('3', `/__local/submissions?limit=${limit}`, String(status));
}
{
  const started = Date.now();
  const outcomes: string[] = [];
  for (const payload of [
    'x'.repeat(200 * 1024),
    JSON.stringify(body(5000)),
    JSON.stringify(body(5001)),
  ]) {
    try {
      const response = await fetch(fn, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.202' },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      outcomes.push(String(response.status));
      await response.arrayBuffer();
    } catch (error) {
      outcomes.push(
        `${(error as Error).cause ? String((error as { cause: { code?: string } }).cause.code) : (error as Error).name}`,
      );
    }
  }
  record(
    '3',
    '200 KB post, then two normal posts on one keep-alive client',
    `${outcomes.join(', ')} in ${Date.now() - started} ms`,
  );
}
{
  const before = printed.length;
  const stalled = 20;
  await Promise.all(
    Array.from(
      { length: stalled },
      () =>
        new Promise<void>((resolve) => {
          const socket = connect(server.port, '127.0.0.1', () => {
            socket.write(
              `POST /functions/v1/send-contact-email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
            );
            setTimeout(() => socket.destroy(), 300);
          });
          socket.on('close', () => resolve());
          socket.on('error', () => resolve());
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lines =
    printed.slice(before).join('\n').split('\n').length - (printed.length === before ? 1 : 0);
  const http = (
    server as unknown as { httpServer?: { requestTimeout: number; headersTimeout: number } }
  ).httpServer;
  record(
    '3',
    `${stalled} uploads stalled then aborted`,
    `${lines} log lines; body/header timeouts: ${http ? `${http.requestTimeout / 1000} s / ${http.headersTimeout / 1000} s` : 'Node defaults 300 s / 60 s'}`,
  );
}

// Section 2 on the local host: a row left `new` by a crash, a retried submission
{
  await asRole(server.database, 'service_role', (tx) =>
    tx.query(`insert into public.contact_submissions (name, email, message, created_at, status)
              values ('Crashed Visitor', 'crashed@example.com', 'Left new by a SIGKILL mid-wave.', now() - interval '10 minutes', 'new')`),
  );
  const retry = (server as unknown as { retryNotifications?: () => Promise<unknown> })
    .retryNotifications;
  if (retry) await retry();
  const { rows: left } = await asRole(server.database, 'service_role', (tx) =>
    tx.query<{ status: string }>(
      `select status from public.contact_submissions where email = 'crashed@example.com'`,
    ),
  );
  record(
    '2',
    'local host: row left new 10 min ago, after one retry pass',
    `status ${left[0]?.status}`,
  );
  const key = { 'x-forwarded-for': '192.0.2.203', 'idempotency-key': 'attack-local-0123456789' };
  const statuses = [await send(body(6000), key), await send(body(6000), key)];
  const { rows: copies } = await asRole(server.database, 'service_role', (tx) =>
    tx.query<{ n: number }>(
      `select count(*)::int as n from public.contact_submissions where email = 'sender6000@example.com'`,
    ),
  );
  record(
    '2',
    'local host: same Idempotency-Key twice',
    `${statuses.join(', ')}; rows ${copies[0]?.n}`,
  );
}

// Section 5: privileges and file hygiene
for (const role of ['anon', 'authenticated'] as const) {
  const outcome = await asRole(server.database, role, (tx) =>
    tx.query(`select setval('public.contact_rate_limit_hits_id_seq', 1)`),
  ).then(
    () => 'allowed',
    (error: Error) => `denied (${error.message.slice(0, 40)})`,
  );
  record('5', `${role}: setval on the rate-limit sequence`, outcome);
}
{
  const { rows: privileges } = await server.database.query<{ p: string }>(
    `select string_agg(p, ',' order by p) as p from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
     where has_table_privilege('service_role', 'public.contact_submissions', p)`,
  );
  record('5', 'service_role privileges on contact_submissions', privileges[0]?.p ?? '');
}
async function modes(dir: string): Promise<string> {
  const found = new Set<string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const info = await stat(join(entry.parentPath, entry.name));
    found.add(`${entry.isDirectory() ? 'dir' : 'file'} ${(info.mode & 0o777).toString(8)}`);
  }
  return [...found].sort().join(', ');
}
record('5', 'data folder mode', ((await stat(join(dataDir, 'data'))).mode & 0o777).toString(8));
record('5', 'modes inside the data folder', await modes(join(dataDir, 'data')));
for (const path of ['/_headers', '/_redirects']) {
  const response = await fetch(`${server.url}${path}`);
  record('5', `GET ${path}`, String(response.status));
}
await server.close();

console.log('| § | attack | figure |\n| - | - | - |');
for (const [section, attack, figure] of rows) console.log(`| ${section} | ${attack} | ${figure} |`);
process.exit(0);
