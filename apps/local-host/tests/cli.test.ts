import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactPayload, createContactSubmitter } from '@agency/contact-client';
import { formatSubmissionsTable } from '../src/submissions-table.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;

function runTsx(script: string, env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function runToEnd(script: string, env: Record<string, string>) {
  const child = runTsx(script, env);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-host-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('start command', () => {
  it('prints the URL and a hint when the site is not built, serves the function, and stops on SIGTERM', async () => {
    const child = runTsx('src/main.ts', {
      PORT: '0',
      HOST: '127.0.0.1',
      LOCAL_DATA_DIR: dataDir,
      SITE_CLIENT_DIR: join(dataDir, 'missing'),
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Local host running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes('hint:')) resolve(match[1] as string);
      });
      child.once('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)));
    });
    expect(output).toContain('no site build at');

    const body = buildContactPayload(
      { name: 'Cli Visitor', email: 'cli@example.com', message: 'Sent while testing the CLI.' },
      { userAgent: 'cli-test', now: new Date(), honeypot: '' },
    );
    const submit = createContactSubmitter({ functionsUrl: `${url}/functions/v1`, anonKey: 'k' });
    expect(await submit(body)).toEqual({ status: 'success' });

    // While the host runs, `submissions` asks it instead of opening the database files a second time, and a second
    // host on the same data folder is refused before it opens anything (the two commands run side by side).
    const [listing, second] = await Promise.all([
      runToEnd('src/list-submissions.ts', { LOCAL_DATA_DIR: dataDir }),
      runToEnd('src/main.ts', { PORT: '0', LOCAL_DATA_DIR: dataDir }),
    ]);
    expect(listing.code).toBe(0);
    expect(listing.output).toContain('| Cli Visitor | cli@example.com |');

    expect(second.code).toBe(1);
    expect(second.output).toContain('Another local host');

    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
    expect(exitCode).toBe(0);
    expect(output).toContain('shutting down');
  });

  it('refuses to start with a LOCAL_TRUSTED_PROXY_HOPS outside 0 to 10', async () => {
    const { code, output } = await runToEnd('src/main.ts', {
      PORT: '0',
      LOCAL_DATA_DIR: join(dataDir, 'never'),
      LOCAL_TRUSTED_PROXY_HOPS: '11',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'Local host could not start: LOCAL_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, got "11"',
    );
  });

  it('refuses to start with a CONTACT_OVERDUE_AFTER_HOURS that is not whole hours from 1 to 168', async () => {
    const { code, output } = await runToEnd('src/main.ts', {
      PORT: '0',
      LOCAL_DATA_DIR: join(dataDir, 'never'),
      CONTACT_OVERDUE_AFTER_HOURS: '20.5',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      'Local host could not start: CONTACT_OVERDUE_AFTER_HOURS must be a whole number of hours from 1 to 168, got "20.5"',
    );
  });

  it('submissions lists what the stopped server stored, from the data folder', async () => {
    const { code, output } = await runToEnd('src/list-submissions.ts', { LOCAL_DATA_DIR: dataDir });
    expect(code).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines[0]).toMatch(/^created_at\s+\| status\s+\| name\s+\| email\s+\| message\s+\| id$/);
    expect(lines[2]).toContain(
      '| notified | Cli Visitor | cli@example.com | Sent while testing the CLI.',
    );
    expect(lines.at(-1)).toBe('1 submission(s)');
  });
});

describe('formatSubmissionsTable', () => {
  it('says so when there is nothing stored', () => {
    expect(formatSubmissionsTable([])).toBe('No submissions stored yet.');
  });

  it('flattens and shortens long messages to one line', () => {
    const table = formatSubmissionsTable([
      {
        id: 'id-1',
        created_at: new Date('2026-01-02T03:04:05.000Z'),
        status: 'new',
        name: 'Ada',
        email: 'ada@example.com',
        message: `line one\nline two ${'x'.repeat(100)}`,
      },
    ]);
    const row = table.split('\n')[2] ?? '';
    expect(row).toContain(
      '2026-01-02T03:04:05.000Z | new    | Ada  | ada@example.com | line one line two x',
    );
    expect(row).toContain('…');
  });
});
