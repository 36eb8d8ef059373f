/**
 * The README's `pnpm start` goes through turbo, whose strict environment mode drops every variable a task does not
 * declare: this runs that command and checks that PORT and LOCAL_DATA_DIR reach the host.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PNPM = join(REPO_ROOT, 'node_modules/.bin/pnpm');
let dataDir = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('`pnpm start` from the repository root', () => {
  it('listens on PORT and keeps its data in LOCAL_DATA_DIR', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'local-host-readme-start-'));
    const port = await freePort();
    // `--only` skips the dependency builds (`^build`): the environment is what is under test, not the site build.
    const child = spawn(PNPM, ['start', '--only'], {
      cwd: REPO_ROOT,
      detached: true,
      env: {
        ...process.env,
        TURBO_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        LOCAL_DATA_DIR: dataDir,
        SITE_CLIENT_DIR: join(dataDir, 'no-site-build'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Local host running at (http:\/\/[^\s]+)/.exec(output);
          if (match) resolve(match[1] as string);
        });
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect(url).toBe(`http://127.0.0.1:${port}`);
      const response = await fetch(`${url}/functions/v1/send-contact-email`);
      expect(response.status).toBe(405);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(true);
      expect(existsSync(join(dataDir, 'local-host.json'))).toBe(true);
    } finally {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });
});
