/**
 * Erasure on the embedded host (the privacy policy's deletion on request and after 24 months): after a staff DELETE or
 * the purge, the row is gone, the outbox holds none of the submission's e-mails, the database files none of its text,
 * and nothing the host printed ever held the visitor's name, e-mail or message.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRole } from '@agency/supabase/pglite';
import { startServer, type RunningServer } from '../src/server.ts';
import { readOutbox } from '../src/outbox-folder.ts';
import { accessTokenOf } from './sign-in.ts';

const STAFF = { email: 'staff@agency.example', password: 'staff password 1' };
let root: string;
let dataDir: string;
let server: RunningServer;
const printed: string[] = [];

const start = () =>
  startServer({
    port: 0,
    clientDir: join(root, 'no-site-build'),
    dataDir,
    staff: STAFF,
    retryIntervalMs: 0,
    print: (line) => printed.push(line),
  });

/** Every file of the data folder (or under `folder` in it) whose bytes contain `text`. */
async function filesContaining(text: string, folder = ''): Promise<string[]> {
  const found: string[] = [];
  const base = join(dataDir, folder);
  for (const entry of await readdir(base, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && (await readFile(path)).includes(text))
      found.push(path.slice(base.length));
  }
  return found;
}

async function rowCount(id: string): Promise<number> {
  const { rows } = await asRole(server.database, 'service_role', (tx) =>
    tx.query<{ n: number }>(
      'select count(*)::int as n from public.contact_submissions where id = $1',
      [id],
    ),
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-erasure-'));
  dataDir = join(root, 'data');
  server = await start();
});
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('an erased submission', () => {
  it('leaves no copy after a staff DELETE: row, outbox, database files, host output', async () => {
    const visitor = {
      name: 'Erasable Quintessa',
      email: 'quintessa.erasable@example.com',
      message: 'Please forget me entirely: zebra-marmalade-7731.',
    };
    const posted = await fetch(`${server.url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ ...visitor, userAgent: null, ipAddress: null, metadata: {} }),
    });
    expect(posted.status).toBe(200);
    // The notification goes out after the answer, with the outbox run the submission started.
    await server.runDeliveries();
    const { rows } = await asRole(server.database, 'service_role', (tx) =>
      tx.query<{ id: string; status: string }>(
        'select id, status from public.contact_submissions where email = $1',
        [visitor.email],
      ),
    );
    const id = rows[0]!.id;
    expect(rows[0]!.status).toBe('notified');
    expect((await readOutbox(server.outboxDir)).map((email) => email.text).join('\n')).toContain(
      visitor.message,
    );

    const token = await accessTokenOf(server.url, STAFF);
    // A staff reply and the acknowledgement are in the thread and the outbox too.
    const reply = 'Of course: your data goes with ostrich-lantern-4410.';
    const replied = await fetch(
      `${server.url}/functions/v1/admin-submissions?id=${id}&action=reply`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: reply }),
      },
    );
    expect(replied.status).toBe(201);
    await server.runDeliveries();
    expect(
      (await readOutbox(server.outboxDir))
        .filter((email) => email.submissionId === id)
        .map((email) => email.idempotencyKey.split('/')[0])
        .sort(),
    ).toEqual(['contact-acknowledgement', 'contact-notification', 'contact-reply']);

    const deleted = await fetch(`${server.url}/functions/v1/admin-submissions?id=${id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(200);

    expect(await rowCount(id)).toBe(0);
    for (const text of [id, visitor.name, visitor.email, visitor.message, reply])
      expect(await filesContaining(text), text).toEqual([]);
    const output = printed.join('\n');
    expect(output).toContain(id);
    for (const text of [visitor.name, visitor.email, visitor.message])
      expect(output, text).not.toContain(text);
  });

  it('leaves no copy after the 24-month purge either', async () => {
    const old = {
      name: 'Expired Octavia',
      email: 'octavia.expired@example.com',
      message: 'Two years and a day ago: quince-lantern-4410.',
    };
    const { rows } = await asRole(server.database, 'service_role', (tx) =>
      tx.query<{ id: string }>(
        `insert into public.contact_submissions (name, email, message, created_at)
         values ($1, $2, $3, now() - interval '24 months 1 day') returning id`,
        [old.name, old.email, old.message],
      ),
    );
    const id = rows[0]!.id;
    // Its e-mail reaches the outbox (the row is long past the outbox's stale age).
    await server.retryNotifications();
    expect((await readOutbox(server.outboxDir)).map((email) => email.text).join('\n')).toContain(
      old.message,
    );

    // The purge runs at start (and hourly).
    await server.close();
    server = await start();

    expect(await rowCount(id)).toBe(0);
    for (const text of [id, old.name, old.email, old.message])
      expect(await filesContaining(text), text).toEqual([]);
    for (const text of [old.name, old.email, old.message])
      expect(printed.join('\n'), text).not.toContain(text);
  });
});
