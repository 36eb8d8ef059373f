/**
 * PGlite keeps its data folder for one process only. The running host records itself in the data folder so that a
 * second host refuses to start on it and `submissions` asks the running host instead of opening the files.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const INSTANCE_FILE = 'local-host.json';
export const SUBMISSIONS_PATH = '/__local/submissions';
export const TOKEN_HEADER = 'x-local-host-token';

export interface RunningInstance {
  pid: number;
  url: string;
  /** Secret for the local-only submissions endpoint; the file is readable by its owner only. */
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
    const instance = JSON.parse(
      await readFile(join(dataDir, INSTANCE_FILE), 'utf8'),
    ) as RunningInstance;
    return isAlive(instance.pid) ? instance : null;
  } catch {
    return null;
  }
}

export function newInstanceToken(): string {
  return randomBytes(24).toString('hex');
}

export async function recordRunningInstance(
  dataDir: string,
  instance: RunningInstance,
): Promise<void> {
  await writeFile(join(dataDir, INSTANCE_FILE), `${JSON.stringify(instance)}\n`, { mode: 0o600 });
}

export async function clearRunningInstance(dataDir: string, token: string): Promise<void> {
  const current = await readRunningInstance(dataDir);
  if (current === null || current.token === token)
    await rm(join(dataDir, INSTANCE_FILE), { force: true });
}
