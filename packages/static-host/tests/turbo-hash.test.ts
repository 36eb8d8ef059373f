/**
 * The site build writes `_headers` from this package, so turbo must see the dependency: a CSP edit has to change the
 * site build's hash, or a cached build would replay a stale `_headers`. Each case runs `turbo run build --dry=json`
 * on a copy of the workspace's files; the working tree is never touched.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TURBO = createRequire(import.meta.url).resolve('turbo/bin/turbo');
const SITE_BUILD = '@agency/site#build';

let copy: string | null = null;

afterEach(async () => {
  if (copy) await rm(copy, { recursive: true, force: true });
  copy = null;
});

/** Tracked and not-ignored files of the workspace, copied into a temporary folder. */
async function copyWorkspace(): Promise<string> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const folder = await mkdtemp(join(tmpdir(), 'turbo-hash-'));
  for (const file of listed.split('\0')) {
    if (!file || !existsSync(join(REPO_ROOT, file))) continue;
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await copyFile(join(REPO_ROOT, file), join(folder, file));
  }
  return folder;
}

function siteBuildHash(folder: string): string {
  const output = execFileSync(
    process.execPath,
    [TURBO, 'run', 'build', '--filter=@agency/site', '--dry=json'],
    {
      cwd: folder,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
      // Not the settings of a turbo run this test may itself be part of.
      env: {
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('TURBO_')),
        ),
        TURBO_TELEMETRY_DISABLED: '1',
      },
    },
  );
  const dry = JSON.parse(output) as { tasks: { taskId: string; hash: string }[] };
  const task = dry.tasks.find((entry) => entry.taskId === SITE_BUILD);
  if (!task) throw new Error(`${SITE_BUILD} is not in the dry run`);
  return task.hash;
}

async function edit(folder: string, file: string, change: (text: string) => string) {
  const path = join(folder, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(path, after);
}

describe('turbo hash of the site build', () => {
  it('changes when the Content-Security-Policy changes', async () => {
    copy = await copyWorkspace();
    const before = siteBuildHash(copy);
    await edit(copy, 'packages/static-host/src/site-headers.ts', (text) =>
      text.replace(`['frame-ancestors', "'none'"]`, `['frame-ancestors', "'self'"]`),
    );
    expect(siteBuildHash(copy)).not.toBe(before);
  }, 60_000);

  it('stays the same when a package the site does not use changes', async () => {
    copy = await copyWorkspace();
    const before = siteBuildHash(copy);
    await edit(copy, 'apps/e2e/README.md', (text) => `${text}\nAn unrelated line.\n`);
    expect(siteBuildHash(copy)).toBe(before);
  }, 60_000);
});
