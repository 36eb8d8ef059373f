/**
 * The staff inbox at 10 000, 100 000 and 1 000 000 submissions, through the local host's HTTP API as /admin calls it:
 * the first page, a deep page, a rare and a common search, the counts, a CSV of everything (time to first byte, total,
 * rows, the host's memory), and what a visitor waits for (`GET /`, a contact post) while an inbox page and an export
 * run. Each size gets a fresh data folder seeded directly in the database, then a host in its own process.
 *   npx -y pnpm@10.34.9 --filter @agency/local-host bench:inbox          (BENCH_ROWS=10000,100000 to choose sizes)
 * Writes reports/inbox-scale.md at the repository root. Timings are noisy: quote them with the machine's load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeCursor, listKeyOf } from '@agency/supabase/handlers';
import { openLocalDatabase } from '@agency/supabase/pglite';
import { databaseDirOf } from '../src/local-backend.ts';
import {
  COMMON_WORD,
  RARE_PHRASE_OF_COMMON_WORDS,
  RARE_WORD,
  seedSubmissions,
  TWO_LETTERS,
} from './inbox-scale-seed.ts';

const SIZES = (process.env.BENCH_ROWS ?? '10000,100000,1000000').split(',').map(Number);
const RUNS = 3;
const SEED_CHUNK = 50_000;
const STAFF = { email: 'bench@agency.example', password: 'bench password 1' };
const HOST_ENTRY = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const REPORT = fileURLToPath(new URL('../../../reports/inbox-scale.md', import.meta.url));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

async function seed(dataDir: string, rows: number): Promise<{ deepCursor: string }> {
  const db = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
  try {
    for (let from = 1; from <= rows; from += SEED_CHUNK)
      await seedSubmissions(db, from, Math.min(rows, from + SEED_CHUNK - 1));
    await db.exec('analyze public.contact_submissions');
    const { rows: middle } = await db.query<{ created_at: string; id: string }>(
      'select created_at, id from public.contact_submissions order by created_at desc, id desc offset $1 limit 1',
      [Math.floor(rows / 2)],
    );
    return { deepCursor: encodeCursor(listKeyOf(middle[0]!)) };
  } finally {
    await db.close();
  }
}

async function startHost(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOST_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      LOCAL_DATA_DIR: dataDir,
      LOCAL_STAFF_EMAIL: STAFF.email,
      LOCAL_STAFF_PASSWORD: STAFF.password,
      CONTACT_RETRY_INTERVAL_SECONDS: '0',
      LOCAL_TRUSTED_PROXY_HOPS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local host running at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`host exited (${code}): ${output}`)));
  });
  child.stdout!.resume();
  return { url, child };
}

async function memoryOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function benchSize(rows: number) {
  const root = await mkdtemp(join(tmpdir(), 'inbox-scale-'));
  const dataDir = join(root, 'data');
  const seedStart = performance.now();
  const { deepCursor } = await seed(dataDir, rows);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const { url, child } = await startHost(dataDir);
  try {
    const session = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const token = ((await session.json()) as { access_token: string }).access_token;
    const admin = async (query: string) => {
      const response = await fetch(`${url}/functions/v1/admin-submissions${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) throw new Error(`${query}: ${response.status}`);
      return response.text();
    };
    const api = async (query: string) =>
      median(await sequence(RUNS, () => timed(() => admin(query))));
    // A search that may stop early: its time, what the page holds, and how far back it looked.
    const search = async (text: string) => {
      const query = `?view=all&q=${encodeURIComponent(text)}`;
      const time = await api(query);
      const page = JSON.parse(await admin(query)) as {
        items: unknown[];
        nextCursor: string | null;
        counts: { all: number };
        countsCapped: boolean;
        searchedBackTo: string | null;
      };
      const more = page.nextCursor ? await api(`${query}&cursor=${page.nextCursor}`) : null;
      const back = page.searchedBackTo
        ? `, looked back ${((Date.now() - Date.parse(page.searchedBackTo)) / 86_400_000).toFixed(1)} days`
        : '';
      return `${ms(time)} (${page.items.length} shown, count ${page.counts.all}${page.countsCapped ? '+' : ''}${back}${more === null ? '' : `; next page ${ms(more)}`})`;
    };

    // A visitor: five page loads, then three contact posts.
    let posted = 0;
    const visitorTimes = async () => {
      const pageTimes = await sequence(5, () =>
        timed(() => fetch(`${url}/`).then((r) => r.arrayBuffer())),
      );
      const postTimes = await sequence(3, () =>
        timed(async () => {
          const post = await fetch(`${url}/functions/v1/send-contact-email`, {
            method: 'POST',
            // Each post from a visitor of its own (the host trusts one proxy hop here), so no limit applies.
            headers: {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `198.51.100.${(posted += 1)}`,
            },
            body: JSON.stringify({
              name: 'Bench Visitor',
              email: `visitor${posted}@example.com`,
              message: 'An enquiry sent while staff work in the inbox.',
              userAgent: 'bench',
              ipAddress: null,
            }),
          });
          if (post.status !== 200) throw new Error(`contact post: ${post.status}`);
        }),
      );
      return [pageTimes, postTimes] as const;
    };

    const figures: Record<string, string> = {
      'inbox first page (`view=new`, with counts)': ms(await api('?view=new')),
      'deep page (keyset, middle of the table)': ms(await api(`?view=all&cursor=${deepCursor}`)),
      [`search, rare word ("${RARE_WORD}")`]: ms(await api(`?view=all&q=${RARE_WORD}`)),
      [`search, common word ("${COMMON_WORD}", view new)`]: ms(
        await api(`?view=new&q=${COMMON_WORD}`),
      ),
      'counts (a one-row page with every count)': ms(await api('?view=all&limit=1')),
      [`search, rare phrase of common words ("${RARE_PHRASE_OF_COMMON_WORDS}")`]: await search(
        RARE_PHRASE_OF_COMMON_WORDS,
      ),
      [`search, two letters ("${TWO_LETTERS}", in no row)`]: await search(TWO_LETTERS),
    };

    const before = await memoryOf(child.pid!);
    let peak = before;
    const sampler = setInterval(() => {
      void memoryOf(child.pid!).then((rss) => (peak = Math.max(peak, rss)));
    }, 50);
    const exportStart = performance.now();
    const response = await fetch(`${url}/functions/v1/admin-submissions?view=all&format=csv`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const reader = response.body!.getReader();
    let chunk = await reader.read();
    const firstByte = performance.now() - exportStart;
    let lines = 0;
    for (; !chunk.done; chunk = await reader.read())
      for (const byte of chunk.value) if (byte === 0x0a) lines += 1;
    const exportTotal = performance.now() - exportStart;
    clearInterval(sampler);
    // The seeded messages are single lines, so each row is one line.
    figures['CSV of everything: first byte / total'] =
      `${ms(firstByte)} / ${(exportTotal / 1000).toFixed(1)} s`;
    figures['CSV of everything: lines (header + rows) / host memory growth'] =
      `${lines.toLocaleString('en')} for ${rows.toLocaleString('en')} rows / +${Math.round((peak - before) / 1e6)} MB`;

    // What a visitor waits for with no staff work, the peer of the figures below on the same machine and load.
    const [idlePages, idlePosts] = await visitorTimes();
    figures['`GET /` with no staff work (median / max of 5)'] =
      `${ms(median(idlePages))} / ${ms(Math.max(...idlePages))}`;
    figures['contact post with no staff work (median / max of 3)'] =
      `${ms(median(idlePosts))} / ${ms(Math.max(...idlePosts))}`;

    // A visitor while staff work: an inbox page loop, the searches that read the most rows, and an export at once.
    let busy = true;
    const staffWork = Promise.all([
      (async () => {
        while (busy) await admin('?view=new');
      })(),
      (async () => {
        while (busy) {
          await admin(`?view=all&q=${encodeURIComponent(RARE_PHRASE_OF_COMMON_WORDS)}`);
          await admin(`?view=all&q=${TWO_LETTERS}`);
        }
      })(),
      (async () => {
        while (busy) await admin('?view=all&format=csv');
      })().catch(() => undefined),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [pageTimes, postTimes] = await visitorTimes();
    busy = false;
    await staffWork;
    figures['`GET /` while inbox pages, slow searches and an export run (median / max of 5)'] =
      `${ms(median(pageTimes))} / ${ms(Math.max(...pageTimes))}`;
    figures['contact post meanwhile (median / max of 3)'] =
      `${ms(median(postTimes))} / ${ms(Math.max(...postTimes))}`;
    return { figures, seedSeconds };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(root, { recursive: true, force: true });
  }
}

async function sequence<T>(count: number, run: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < count; index += 1) results.push(await run(index));
  return results;
}

const results: { rows: number; figures: Record<string, string>; seedSeconds: number }[] = [];
for (const rows of SIZES) {
  console.error(`[bench] ${rows} rows: seeding...`);
  const result = await benchSize(rows);
  console.error(
    `[bench] ${rows} rows (seeded in ${result.seedSeconds.toFixed(0)} s):`,
    result.figures,
  );
  results.push({ rows, ...result });
}

const labels = Object.keys(results[0]!.figures);
const table = [
  `| | ${results.map((result) => `${result.rows.toLocaleString('en')} rows`).join(' | ')} |`,
  `|---|${results.map(() => '---').join('|')}|`,
  ...labels.map(
    (label) => `| ${label} | ${results.map((result) => result.figures[label]).join(' | ')} |`,
  ),
].join('\n');
const report = [
  '# Staff inbox at scale',
  '',
  `${new Date().toISOString()} · ${cpus()[0]?.model ?? 'cpu'} × ${cpus().length} · load ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} · medians of ${RUNS} unless stated`,
  '',
  table,
  '',
].join('\n');
await mkdir(join(REPORT, '..'), { recursive: true });
await writeFile(REPORT, report);
console.log(report);
