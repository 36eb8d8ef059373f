import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole, openLocalDatabase } from '@agency/supabase/pglite';
import {
  GENERATED_STAFF_EMAIL,
  parseStaffCommand,
  startupStaffProblem,
  type StartupStaff,
} from '../src/auth/staff-accounts.ts';
import { startServer, type RunningServer } from '../src/server.ts';
import { startStaffInbox, type StaffInbox } from '../src/staff-inbox.ts';
import { rawRequest } from './http-client.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
let root: string;

async function staffCli(args: string[], dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/staff.ts', ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

function start(dataDir: string, printed: string[], staff?: StartupStaff) {
  return startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir,
    print: (line) => printed.push(line),
    ...(staff ? { staff } : {}),
  });
}

async function signIn(server: RunningServer, email: string, password: string) {
  const response = await rawRequest(server.url, '/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-staff-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the staff account start makes sure of', () => {
  let database: PGlite;
  beforeAll(async () => {
    database = await openLocalDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  async function inbox(dataDir: string, printed: string[], staff?: StartupStaff) {
    await mkdir(dataDir, { recursive: true });
    return startStaffInbox({
      database,
      dataDir,
      origin: () => 'http://127.0.0.1:4173',
      print: (line) => printed.push(line),
      ...(staff ? { staff } : {}),
    });
  }

  async function signIn(handler: StaffInbox, email: string, password: string) {
    const response = await handler.auth.fetch(
      new Request('http://127.0.0.1:4173/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
    return response.status;
  }

  it('is generated when there is no staff yet, its password printed once; expired submissions go at start', async () => {
    const dataDir = join(root, 'generated');
    const printed: string[] = [];
    const first = await inbox(dataDir, printed);
    first.close();
    const text = printed.join('\n');
    expect(text).toContain(`e-mail:   ${GENERATED_STAFF_EMAIL}`);
    const password = /password: (\S+)/.exec(text)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(await signIn(first, GENERATED_STAFF_EMAIL, password)).toBe(200);

    await asRole(database, 'service_role', (tx) =>
      tx.query(
        `insert into public.contact_submissions (name, email, message, created_at)
         values ('Old Visitor', 'old@example.com', 'Written long ago, please forget me.', now() - interval '25 months')`,
      ),
    );
    const again: string[] = [];
    const second = await inbox(dataDir, again);
    second.close();
    expect(again.join('\n')).not.toContain('password:');
    expect(again).toContain('[retention] deleted 1 submission(s) older than 24 months');
    // The key pair lives in the data folder: a token signed before the restart still verifies.
    expect(second.keys.kid).toBe(first.keys.kid);
  });

  it('follows LOCAL_STAFF_EMAIL and LOCAL_STAFF_PASSWORD, including a changed password', async () => {
    const dataDir = join(root, 'configured');
    const printed: string[] = [];
    const first = await inbox(dataDir, printed, {
      email: 'Lead@Agency.example',
      password: 'first password 1',
    });
    first.close();
    expect(printed.join('\n')).toContain('sign in at /admin as lead@agency.example');
    expect(await signIn(first, 'lead@agency.example', 'first password 1')).toBe(200);

    const second = await inbox(dataDir, [], {
      email: 'lead@agency.example',
      password: 'second password 2',
    });
    second.close();
    expect(await signIn(second, 'lead@agency.example', 'first password 1')).toBe(400);
    expect(await signIn(second, 'lead@agency.example', 'second password 2')).toBe(200);
  });

  it('refuses half a configuration or an address that is not one', () => {
    expect(startupStaffProblem({ email: 'lead@agency.example' })).toBe(
      'Set both LOCAL_STAFF_EMAIL and LOCAL_STAFF_PASSWORD, or neither',
    );
    expect(startupStaffProblem({ password: 'secret' })).toBe(
      'Set both LOCAL_STAFF_EMAIL and LOCAL_STAFF_PASSWORD, or neither',
    );
    expect(startupStaffProblem({ email: 'lead', password: 'secret' })).toBe(
      'LOCAL_STAFF_EMAIL is not an e-mail address: "lead"',
    );
    expect(startupStaffProblem({})).toBeNull();
  });
});

describe('staff command', () => {
  it('parses add, remove and list, and explains its usage otherwise', () => {
    expect(parseStaffCommand(['list'])).toEqual({ command: 'list' });
    expect(parseStaffCommand(['add', 'a@b.co'])).toEqual({ command: 'add', email: 'a@b.co' });
    expect(parseStaffCommand(['add', 'not-an-address'])).toBe(
      'Not an e-mail address: "not-an-address"',
    );
    expect(parseStaffCommand(['drop', 'a@b.co'])).toMatch(/^usage: staff add/);
  });

  it('adds, lists and removes staff through the running host', async () => {
    const dataDir = join(root, 'cli');
    // A wrong command is refused before the data folder matters: it runs while the host starts.
    const usageRun = staffCli(['promote'], dataDir);
    const server = await start(dataDir, [], {
      email: 'lead@agency.example',
      password: 'lead password 1',
    });
    try {
      const added = await staffCli(['add', 'New.Person@Agency.example'], dataDir);
      expect(added.code).toBe(0);
      const password = /Password \(shown only this once\): (\S+)/.exec(added.output)?.[1] ?? '';
      expect(await signIn(server, 'new.person@agency.example', password)).toBe(200);

      const listed = await staffCli(['list'], dataDir);
      expect(listed.output).toMatch(/staff\s+new\.person@agency\.example/);

      const removed = await staffCli(['remove', 'new.person@agency.example'], dataDir);
      expect(removed.output).toContain('new.person@agency.example is no longer staff');
      const { rows } = await server.database.query<{ n: number }>(
        `select count(*)::int as n from public.staff s join auth.users u on u.id = s.user_id where u.email = 'new.person@agency.example'`,
      );
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await server.close();
    }

    const usage = await usageRun;
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('usage: staff add <e-mail>');
  });
});
