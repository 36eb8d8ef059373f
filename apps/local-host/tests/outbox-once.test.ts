/**
 * The local outbox sends a submission's notification once, also when the host dies between writing the e-mail and
 * marking the row notified: the restarted host's outbox run finds the row unmarked and sends again under the same
 * idempotency key, which the outbox file honours like Resend does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySubmission } from '@agency/supabase/handlers';
import { NOTIFY_STALE_SECONDS } from '@agency/supabase/rules';
import { asRole, createPgliteSubmissionStore } from '@agency/supabase/pglite';
import { startLocalBackend } from '../src/local-backend.ts';
import { readOutbox } from '../src/outbox-folder.ts';

const silent = { info() {}, warn() {}, error() {} };
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'local-host-outbox-once-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the local outbox after a kill between sending and marking', () => {
  it('holds one e-mail for the submission once the restarted host has run its outbox', async () => {
    const first = await startLocalBackend({ dataDir, retryIntervalMs: 0, print: () => undefined });
    const stored = await createPgliteSubmissionStore(first.database).insert({
      name: 'Killed Mid Send',
      email: 'killed.mid.send@example.com',
      message: 'The host died right after writing my e-mail.',
      userAgent: null,
      source: 'website',
      metadata: {},
      ipHash: null,
      status: 'new',
      idempotencyKey: null,
    });
    const id = stored!.id;
    // The handler's attempt: the e-mail is written, then the process is gone before the row is marked.
    await notifySubmission(
      stored!,
      first.notification,
      { markNotification: () => Promise.reject(new Error('SIGKILL')) },
      silent,
    );
    await first.close();

    const printed: string[] = [];
    const second = await startLocalBackend({
      dataDir,
      retryIntervalMs: 0,
      print: (line) => printed.push(line),
    });
    try {
      // Old enough for the outbox to take it as an attempt that never finished.
      await asRole(second.database, 'service_role', (tx) =>
        tx.query(
          `update public.contact_submissions set created_at = now() - interval '10 minutes' where id = $1`,
          [id],
        ),
      );
      expect(await second.retryNotifications()).toEqual({ attempted: 1, notified: 1, failed: 0 });
      const { rows } = await asRole(second.database, 'service_role', (tx) =>
        tx.query<{ status: string }>(
          'select status from public.contact_submissions where id = $1',
          [id],
        ),
      );
      expect(rows[0]?.status).toBe('notified');
      const emails = (await readOutbox(second.outboxDir)).filter(
        (email) => email.submissionId === id,
      );
      expect(emails).toHaveLength(1);
      expect(printed).toContain(
        `[contact] e-mail contact-notification/${id} already in ${second.outboxDir}, not written again`,
      );
    } finally {
      await second.close();
    }
  });

  it('sends the notification a killed host answered but never tried with the outbox run once it is stale', async () => {
    const first = await startLocalBackend({ dataDir, retryIntervalMs: 0, print: () => undefined });
    // Stored and answered; the host is gone before its after-answer attempt.
    const stored = await createPgliteSubmissionStore(first.database).insert({
      name: 'Killed Before Notifying',
      email: 'killed.before.notifying@example.com',
      message: 'The host died right after answering me.',
      userAgent: null,
      source: 'website',
      metadata: {},
      ipHash: null,
      status: 'new',
      idempotencyKey: null,
    });
    await first.close();

    const second = await startLocalBackend({ dataDir, retryIntervalMs: 0, print: () => undefined });
    const status = async () =>
      (
        await asRole(second.database, 'service_role', (tx) =>
          tx.query<{ status: string }>(
            'select status from public.contact_submissions where id = $1',
            [stored!.id],
          ),
        )
      ).rows[0]?.status;
    try {
      // A young `new` row may still have its attempt under way elsewhere: the outbox leaves it.
      await second.retryNotifications();
      expect(await status()).toBe('new');
      // Once older than the stale age it is the outbox's: sent once, under the submission's key.
      await asRole(second.database, 'service_role', (tx) =>
        tx.query(
          `update public.contact_submissions
             set created_at = now() - make_interval(secs => $2 + 1) where id = $1`,
          [stored!.id, NOTIFY_STALE_SECONDS],
        ),
      );
      await second.retryNotifications();
      await second.retryNotifications();
      expect(await status()).toBe('notified');
      const emails = (await readOutbox(second.outboxDir)).filter(
        (email) => email.submissionId === stored!.id,
      );
      expect(emails.map((email) => email.idempotencyKey)).toEqual([
        `contact-notification/${stored!.id}`,
      ]);
    } finally {
      await second.close();
    }
  });
});
