/**
 * Starts the product the way the README's start command does: `tsx src/main.ts` in apps/local-host (the built site
 * plus the embedded contact backend on PGlite), here on a free port (PORT=0) with its own temporary data folder.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { NOT_FOUND_PAGE, SPA_FALLBACK_PAGE } from '@agency/static-host';

/** A workspace package's folder, found by its name (each is a dependency of this one). */
const packageDir = (name: string) =>
  dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
export const LOCAL_HOST_DIR = packageDir('@agency/local-host');
/** The site build the suites, pixels and the budget use: apps/site's, or another one named by SITE_CLIENT_DIR. */
export const SITE_CLIENT_DIR =
  process.env.SITE_CLIENT_DIR || join(packageDir('@agency/site'), 'build', 'client');

/** What the host records in its data folder (apps/local-host/src/running-instance.ts). */
interface RunningInstanceFile {
  pid: number;
  url: string;
  token: string;
}

/** A stored row as the host's submissions endpoint lists it. */
export interface StoredSubmission {
  id: string;
  created_at: string;
  name: string;
  email: string;
  message: string;
  status: string;
  [column: string]: unknown;
}

export interface StartedHost {
  url: string;
  dataDir: string;
  pid: number;
  /** Everything the host printed so far (stdout and stderr). */
  output(): string;
  /** The rows stored in the embedded database, newest first (the host's token-guarded submissions endpoint). */
  submissions(limit?: number): Promise<StoredSubmission[]>;
  stop(): Promise<void>;
}

export interface StartHostOptions {
  /** The site build to serve; default apps/site/build/client. */
  clientDir?: string;
  /** Reuse a data folder (kept on stop); default: a fresh temporary one, removed on stop. */
  dataDir?: string;
  startTimeoutMs?: number;
  /** Extra environment for the host process. */
  env?: Record<string, string>;
}

/** The rows stored in the embedded database of the host running on `dataDir`, newest first. */
export async function storedSubmissions(dataDir: string, limit = 500): Promise<StoredSubmission[]> {
  const instance = JSON.parse(
    await readFile(join(dataDir, 'local-host.json'), 'utf8'),
  ) as RunningInstanceFile;
  const response = await fetch(`${instance.url}/__local/submissions?limit=${limit}`, {
    headers: { 'x-local-host-token': instance.token },
  });
  if (!response.ok) throw new Error(`submissions endpoint answered ${response.status}`);
  return (await response.json()) as StoredSubmission[];
}

/** Runs `staff <args…>` (add, remove, list) on the host running on `dataDir`, as the CLI does; answers its output. */
export async function staffCommand(dataDir: string, args: readonly string[]): Promise<string> {
  const instance = JSON.parse(
    await readFile(join(dataDir, 'local-host.json'), 'utf8'),
  ) as RunningInstanceFile;
  const response = await fetch(`${instance.url}/__local/staff`, {
    method: 'POST',
    headers: { 'x-local-host-token': instance.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  if (!response.ok) throw new Error(`staff endpoint answered ${response.status}`);
  return ((await response.json()) as { output: string }).output;
}

/** Files a complete site build has (React Router prerender + the site's finishBuild). */
const BUILD_MARKERS = ['index.html', NOT_FOUND_PAGE, SPA_FALLBACK_PAGE, 'assets'];

/**
 * A private copy of the site build, so a rebuild running at the same time (other work on a shared machine) cannot
 * swap files under a test run. Waits for a complete build that has stopped changing.
 */
export async function snapshotSiteBuild(
  timeoutMs = 180_000,
): Promise<{ dir: string; remove(): Promise<void> }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const complete = BUILD_MARKERS.every((name) => existsSync(join(SITE_CLIENT_DIR, name)));
    if (complete) {
      const before = (await stat(join(SITE_CLIENT_DIR, 'index.html'))).mtimeMs;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const still = BUILD_MARKERS.every((name) => existsSync(join(SITE_CLIENT_DIR, name)));
      if (still && (await stat(join(SITE_CLIENT_DIR, 'index.html'))).mtimeMs === before) {
        const dir = await mkdtemp(join(tmpdir(), 'agency-e2e-site-'));
        try {
          await cp(SITE_CLIENT_DIR, dir, { recursive: true });
          if (BUILD_MARKERS.every((name) => existsSync(join(dir, name))))
            return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
        } catch {
          // The build changed while copying: try again.
        }
        await rm(dir, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline)
      throw new Error(
        `No complete site build at ${SITE_CLIENT_DIR}; run \`npx -y pnpm@10.34.9 --filter @agency/site run build\`.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const READY_LINE = /Local host running at (http:\/\/\S+)/;

export async function startHost(options: StartHostOptions = {}): Promise<StartedHost> {
  const clientDir = options.clientDir ?? SITE_CLIENT_DIR;
  if (!existsSync(join(clientDir, 'index.html')))
    throw new Error(
      `No site build at ${clientDir}; run \`npx -y pnpm@10.34.9 --filter @agency/site run build\` first.`,
    );
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'agency-e2e-data-')));
  const tsxLoader = import.meta.resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsxLoader, 'src/main.ts'], {
    cwd: LOCAL_HOST_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: dataDir,
      SITE_CLIENT_DIR: clientDir,
      // The suites tell visitors apart by x-forwarded-for (one address per test), as a proxy in front would.
      LOCAL_TRUSTED_PROXY_HOPS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(
          `The local host did not start within ${options.startTimeoutMs ?? 120_000} ms:\n${output}`,
        ),
      );
    }, options.startTimeoutMs ?? 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = READY_LINE.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`The local host exited (${code ?? signal}) before it was ready:\n${output}`),
      );
    });
  });
  let stopping: Promise<void> | undefined;
  return {
    url,
    dataDir,
    pid: child.pid ?? -1,
    output: () => output,
    submissions: (limit?: number) => storedSubmissions(dataDir, limit),
    stop() {
      stopping ??= (async () => {
        await stopProcess(child.pid);
        if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

/**
 * Hosts the global setup starts next to the shared one, before any browser runs: a host's first start (PGlite's
 * initdb) is CPU-bound, many times slower beside four busy browsers than on an idle machine. `admin`: a fresh data
 * folder whose staff account the start printed; `stoppable`: the host a test stops mid-visit.
 */
export const EXTRA_HOSTS = ['admin', 'stoppable'] as const;
export type ExtraHostName = (typeof EXTRA_HOSTS)[number];

/** What a worker knows of a host the global setup started (it did not spawn it, so it stops it by pid). */
export interface ExtraHostInfo {
  url: string;
  dataDir: string;
  pid: number;
  output: string;
}

const EXTRA_HOSTS_ENV = 'E2E_EXTRA_HOSTS';

/** Hands the workers the extra hosts, given in the order of EXTRA_HOSTS. */
export function publishExtraHosts(hosts: StartedHost[]): void {
  const info = Object.fromEntries(
    EXTRA_HOSTS.map((name, index) => {
      const host = hosts[index];
      if (!host) throw new Error(`no ${name} host`);
      return [name, { url: host.url, dataDir: host.dataDir, pid: host.pid, output: host.output() }];
    }),
  );
  process.env[EXTRA_HOSTS_ENV] = JSON.stringify(info);
}

/** Sends `signal` to `pid`; false when there is no such process (any more). */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (signal(pid, 0) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return !signal(pid, 0);
}

/**
 * Stops a host by its pid, whoever spawned it: SIGTERM, then SIGKILL if it is still there after 20 s. Only a real pid
 * is signalled (`kill(-1)` would reach every process of the user).
 */
async function stopProcess(pid: number | undefined): Promise<void> {
  if (pid === undefined || pid <= 0 || !signal(pid, 'SIGTERM')) return;
  if (await gone(pid, 20_000)) return;
  signal(pid, 'SIGKILL');
  await gone(pid, 5_000);
}

/** A host the global setup started for one suite, with the same reads and stop as one the suite started itself. */
export function extraHost(name: ExtraHostName): Omit<StartedHost, 'output'> & { output: string } {
  const published = process.env[EXTRA_HOSTS_ENV];
  if (!published)
    throw new Error(`${EXTRA_HOSTS_ENV} is not set: run the suites through playwright.config.ts.`);
  const info = (JSON.parse(published) as Record<ExtraHostName, ExtraHostInfo>)[name];
  return {
    ...info,
    submissions: (limit?: number) => storedSubmissions(info.dataDir, limit),
    stop: () => stopProcess(info.pid),
  };
}
