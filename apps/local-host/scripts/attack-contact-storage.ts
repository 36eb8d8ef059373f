/**
 * Replays the attacks on what the contact pipeline keeps (issue 22) against the local host's backend on a temporary
 * data folder and prints one figure per attack:
 *   cd apps/local-host && npx tsx scripts/attack-contact-storage.ts [section ...]
 * (no section: all; ATTACK_LANES sets the posts in flight at once while killing, default 32). Traffic only goes to 127.0.0.1: the backend in this process, or local hosts this script starts.
 *   honeypot         200 real posts (the ceiling), then 500 honeypot posts of 5 KB from 500 clients
 *   kills            7 host processes flooded with posts and SIGKILLed, then one outbox run: e-mails per submission
 *   spam-round-trip  a notified row marked spam and back by staff, then an outbox run: e-mails sent again
 *   erasure          a submission deleted by staff: its lines in the outbox, the host's output, the database files
 *   smaller          mailbox spellings, the no-JavaScript redirect, a name of Braille blanks, a `;` cell in the CSV
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvCell } from '@agency/supabase/handlers';
import { asRole } from '@agency/supabase/pglite';
import { mountFunction } from '@agency/supabase/testing';
import { startLocalBackend, type LocalBackend } from '../src/local-backend.ts';
import { startServer } from '../src/server.ts';
import { readOutbox } from '../src/outbox-folder.ts';

const FUNCTION_URL = 'http://localhost/functions/v1/send-contact-email';
/** Posts in flight at once in each killed host. */
const LANES = Number(process.env.ATTACK_LANES ?? 32);

function post(backend: LocalBackend, index: number, changes: Record<string, unknown> = {}) {
  const body = {
    name: 'Attack Visitor',
    email: `sender${index}@example.com`,
    message: 'A perfectly ordinary enquiry about a website.',
    userAgent: null,
    ipAddress: null,
    metadata: {},
    website: '',
    ...changes,
  };
  return mountFunction(backend.contact)(
    new Request(FUNCTION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { clientAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
  );
}

async function sql<T>(backend: LocalBackend, text: string, params: unknown[] = []): Promise<T[]> {
  return (await asRole(backend.database, 'service_role', (tx) => tx.query<T>(text, params))).rows;
}

const quietBackend = async (dataDir: string, globalLimitPerHour?: number) =>
  startLocalBackend({ dataDir, retryIntervalMs: 0, globalLimitPerHour, print: () => undefined });

async function honeypotFlood(): Promise<string> {
  const backend = await quietBackend(await mkdtemp(join(tmpdir(), 'attack-storage-')));
  for (let index = 0; index < 200; index += 1) await post(backend, index);
  const answers = new Map<number, number>();
  for (let index = 1000; index < 1500; index += 1) {
    const { status } = await post(backend, index, {
      website: 'https://spam.example',
      message: 'x'.repeat(5000),
    });
    answers.set(status, (answers.get(status) ?? 0) + 1);
  }
  const [spam] = await sql<{ rows: number; bytes: number }>(
    backend,
    `select count(*)::int as rows, coalesce(sum(octet_length(message) + octet_length(metadata::text)), 0)::int as bytes
       from public.contact_submissions where status = 'spam'`,
  );
  await backend.close();
  return `answers ${[...answers].map(([status, count]) => `${count}×${status}`).join(', ')}; stored ${spam!.rows} honeypot rows, ${spam!.bytes} bytes of message and metadata`;
}

/** Posts from LANES clients at once to a running host until it stops answering; how many were answered. */
async function floodOverHttp(url: string, offset: number): Promise<number> {
  let answered = 0;
  let alive = true;
  await Promise.all(
    Array.from({ length: LANES }, async (_, lane) => {
      for (let index = offset + lane; alive; index += LANES) {
        const body = {
          name: 'Attack Visitor',
          email: `sender${index}@example.com`,
          message: 'A perfectly ordinary enquiry about a website.',
          userAgent: null,
          ipAddress: null,
          metadata: {},
          website: '',
        };
        try {
          await fetch(`${url}/functions/v1/send-contact-email`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
            },
            body: JSON.stringify(body),
          }).then((response) => response.arrayBuffer());
          answered += 1;
        } catch {
          alive = false;
        }
      }
    }),
  );
  return answered;
}

/** The local host (`src/main.ts`, as `start` runs it) flooded over HTTP and SIGKILLed, `count` times. */
async function kills(count = 7): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'attack-storage-'));
  const mainScript = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.ts');
  for (let kill = 0; kill < count; kill += 1) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, [...process.execArgv, mainScript], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOCAL_DATA_DIR: dataDir,
        SITE_CLIENT_DIR: join(dataDir, 'no-site'),
        CONTACT_GLOBAL_LIMIT_PER_HOUR: '1000000',
        CONTACT_RETRY_INTERVAL_SECONDS: '0',
      },
    });
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Local host running at')) resolve();
      }),
    );
    const flood = floodOverHttp(`http://127.0.0.1:${port}`, 1 + kill * 100_000);
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 2000));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    await flood;
  }
  const backend = await quietBackend(dataDir);
  const written = new Set((await readOutbox(backend.outboxDir)).map((email) => email.submissionId));
  const unmarked = await sql<{ id: string }>(
    backend,
    `select id from public.contact_submissions where status in ('new', 'notify_failed')`,
  );
  const sentUnmarked = unmarked.filter((row) => written.has(row.id)).length;
  // Every row the kills left unmarked is due now rather than in 5 minutes.
  await sql(
    backend,
    `update public.contact_submissions set created_at = created_at - interval '10 minutes', next_attempt_at = null`,
  );
  while ((await backend.retryNotifications()).attempted > 0);
  const lines = await readOutbox(backend.outboxDir);
  const ids = new Set(lines.map((email) => email.submissionId));
  const [rows] = await sql<{ n: number }>(
    backend,
    'select count(*)::int as n from public.contact_submissions',
  );
  await backend.close();
  return `${count} kills: ${rows!.n} rows (${unmarked.length} left unmarked, ${sentUnmarked} of them already e-mailed), ${lines.length} e-mails in the outbox for ${ids.size} submissions, ${lines.length - ids.size} duplicates`;
}

async function spamRoundTrip(): Promise<string> {
  const backend = await quietBackend(await mkdtemp(join(tmpdir(), 'attack-storage-')));
  await post(backend, 1);
  const [row] = await sql<{ id: string }>(backend, 'select id from public.contact_submissions');
  const countLines = async () => (await readOutbox(backend.outboxDir)).length;
  const before = await countLines();
  await backend.database.exec(
    `insert into auth.users (id, email, encrypted_password) values ('00000000-0000-4000-8000-00000000aaaa', 'staff@x.example', 'x');
     insert into public.staff (user_id) values ('00000000-0000-4000-8000-00000000aaaa');
     update public.contact_submissions set created_at = now() - interval '1 hour'`,
  );
  for (const status of ['spam', 'new'])
    await asRole(
      backend.database,
      'authenticated',
      (tx) =>
        tx.query('update public.contact_submissions set status = $2 where id = $1', [
          row!.id,
          status,
        ]),
      { role: 'authenticated', sub: '00000000-0000-4000-8000-00000000aaaa', aud: 'authenticated' },
    );
  await backend.retryNotifications();
  const after = await countLines();
  await backend.close();
  return `${after - before} e-mail(s) sent again after spam and back`;
}

/** Files under `dir` whose bytes contain `text`. */
async function filesContaining(dir: string, text: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && (await readFile(join(entry.parentPath, entry.name))).includes(text))
      count += 1;
  return count;
}

/** A submission deleted by staff through /functions/v1/admin-submissions: what is left of it. */
async function erasure(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'attack-storage-'));
  const printed: string[] = [];
  const staff = { email: 'staff@agency.example', password: 'staff password 1' };
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    clientDir: join(root, 'no-site'),
    dataDir: join(root, 'data'),
    staff,
    retryIntervalMs: 0,
    print: (line) => printed.push(line),
  });
  const visitor = {
    name: 'Erasable Quintessa',
    email: 'quintessa.erasable@example.com',
    message: 'Please forget me entirely: zebra-marmalade-7731.',
  };
  await fetch(`${server.url}/functions/v1/send-contact-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...visitor, userAgent: null, ipAddress: null, metadata: {} }),
  });
  const [row] = (
    await asRole(server.database, 'service_role', (tx) =>
      tx.query<{ id: string }>('select id from public.contact_submissions'),
    )
  ).rows;
  const { access_token: token } = (await (
    await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(staff),
    })
  ).json()) as { access_token: string };
  const deleted = await fetch(`${server.url}/functions/v1/admin-submissions?id=${row!.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  const outboxLines = (await readOutbox(server.outboxDir)).filter(
    (email) => email.submissionId === row!.id,
  ).length;
  const printedLines = printed
    .join('\n')
    .split('\n')
    .filter((line) =>
      [visitor.name, visitor.email, visitor.message].some((text) => line.includes(text)),
    ).length;
  const databaseFiles = await filesContaining(join(root, 'data', 'pglite'), visitor.message);
  await server.close();
  return `DELETE ${deleted.status}: ${outboxLines} outbox line(s) with its id, ${printedLines} printed line(s) with its name, e-mail or message, ${databaseFiles} database file(s) with its message`;
}

/** The smaller holes: mailbox spellings, the no-JavaScript redirect, blank-looking names, a `;` cell in the CSV. */
async function smaller(): Promise<string> {
  const backend = await quietBackend(await mkdtemp(join(tmpdir(), 'attack-storage-')));
  const spellings = [
    'ab@gmail.com',
    'a.b@gmail.com',
    'a.b@googlemail.com',
    'a@bücher.example',
    'a@xn--bcher-kva.example',
    'a@bücher.example.',
  ];
  let accepted = 0;
  for (let index = 0; index < 12; index += 1) {
    const email = index < 6 ? spellings[index % 3]! : spellings[3 + (index % 3)]!;
    if ((await post(backend, 100 + index, { email })).status === 200) accepted += 1;
  }
  const form = await mountFunction(backend.contact)(
    new Request(FUNCTION_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: new URLSearchParams({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'We would like a new website.',
        website: '',
      }).toString(),
    }),
    { clientAddress: '10.9.9.9' },
  );
  const braille = await post(backend, 200, { name: '\u2800'.repeat(8) });
  await backend.close();
  return [
    `12 posts from 12 clients, 2 mailboxes spelled 3 ways each: ${accepted} accepted (5 per mailbox per hour)`,
    `form post from Origin https://evil.example: ${form.status} to ${form.headers.get('location')}`,
    `name of 8 Braille blanks: ${braille.status} ${JSON.stringify(await braille.json())}`,
    `CSV cell "Ada;=cmd|' /C calc'!A0" → ${csvCell("Ada;=cmd|' /C calc'!A0")}`,
  ].join('; ');
}

const attacks: Record<string, () => Promise<string>> = {
  honeypot: honeypotFlood,
  kills: () => kills(),
  'spam-round-trip': spamRoundTrip,
  erasure,
  smaller,
};
const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(attacks);
for (const name of chosen) console.log(`${name}: ${await attacks[name]!()}`);
process.exit(0);
