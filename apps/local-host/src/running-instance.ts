/**
 * PGlite keeps its data folder for one process only. The running host records itself in the data folder so that a
 * second host refuses to start on it, and the `submissions` and `staff` commands ask the running host (through its
 * token-guarded endpoints) instead of opening the files.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openLocalDatabase } from '@agency/supabase/pglite';
import { databaseDirOf } from './local-backend.ts';

const INSTANCE_FILE = 'local-host.json';
export const SUBMISSIONS_PATH = '/__local/submissions';
export const TOKEN_HEADER = 'x-local-host-token';

export interface RunningInstance {
  pid: number;
  url: string;
  /** Secret for the local-only endpoints; the file is readable by its owner only. */
  token: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The host currently serving this data folder, if any (a file left by a crashed host is ignored). */
export async function readRunningInstance(dataDir: string): Promise<RunningInstance | null> {
  try {
    const file = await readFile(join(dataDir, INSTANCE_FILE), 'utf8');
    const instance = JSON.parse(file) as RunningInstance;
    return isAlive(instance.pid) ? instance : null;
  } catch {
    return null;
  }
}

export const newInstanceToken = () => randomBytes(24).toString('hex');

export async function recordRunningInstance(dataDir: string, instance: RunningInstance) {
  await writeFile(join(dataDir, INSTANCE_FILE), `${JSON.stringify(instance)}\n`, { mode: 0o600 });
}

export async function clearRunningInstance(dataDir: string, token: string): Promise<void> {
  const current = await readRunningInstance(dataDir);
  if (current === null || current.token === token)
    await rm(join(dataDir, INSTANCE_FILE), { force: true });
}

/** A command's JSON answer from the host serving `dataDir` (`path` on it), or `inFolder` on the files when none runs. */
export async function runLocalCommand<T>(
  dataDir: string,
  path: string,
  init: RequestInit,
  inFolder: (database: PGlite) => Promise<T>,
): Promise<T> {
  const running = await readRunningInstance(dataDir);
  if (running === null) {
    const database = await openLocalDatabase({ dataDir: databaseDirOf(dataDir) });
    try {
      return await inFolder(database);
    } finally {
      await database.close();
    }
  }
  const response = await fetch(`${running.url}${path}`, {
    ...init,
    headers: { ...init.headers, [TOKEN_HEADER]: running.token },
  });
  if (!response.ok) throw new Error(`The running local host answered ${response.status}`);
  return (await response.json()) as T;
}
