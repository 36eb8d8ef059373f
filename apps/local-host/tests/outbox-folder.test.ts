import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLegacyOutbox, openOutbox, readOutbox } from '../src/outbox-folder.ts';

const ID_A = '00000000-0000-4000-8000-00000000000a';
const ID_B = '00000000-0000-4000-8000-00000000000b';
const email = (subject: string) => ({
  from: 'site@x.example',
  to: 'inbox@x.example',
  replyTo: 'visitor@example.com',
  subject,
  html: '<p>hi</p>',
  text: 'hi',
});
const notification = (submissionId: string) => ({
  idempotencyKey: `contact-notification/${submissionId}`,
  submissionId,
});

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'outbox-folder-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the outbox folder', () => {
  it('takes an e-mail once per idempotency key, owner-only, and says when it already had it', async () => {
    const outbox = openOutbox(join(root, 'outbox'));
    expect(await outbox.append(email('first'), notification(ID_A))).toBe(true);
    expect(await outbox.append(email('again'), notification(ID_A))).toBe(false);
    const stored = await readOutbox(outbox.dir);
    expect(stored.map((entry) => [entry.submissionId, entry.subject])).toEqual([[ID_A, 'first']]);
    const [file] = await readdir(join(outbox.dir, ID_A));
    expect((await stat(join(outbox.dir, ID_A, file!))).mode & 0o777).toBe(0o600);
  });

  it('refuses a submission id that is not a uuid, so no path leaves the folder', async () => {
    const outbox = openOutbox(join(root, 'outbox'));
    await expect(
      outbox.append(email('x'), { idempotencyKey: 'k', submissionId: '../../etc' }),
    ).rejects.toThrow(/not a submission id/);
  });

  it('forgets every e-mail of an erased submission and leaves the others', async () => {
    const outbox = openOutbox(join(root, 'outbox'));
    await outbox.append(email('a'), notification(ID_A));
    await outbox.append(email('b'), notification(ID_B));
    await outbox.forget([ID_A]);
    expect((await readOutbox(outbox.dir)).map((entry) => entry.submissionId)).toEqual([ID_B]);
  });

  it('sweeps out the submissions no longer stored, asking about them in batches', async () => {
    const outbox = openOutbox(join(root, 'outbox'));
    const ids = Array.from(
      { length: 1205 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    for (const id of ids) await outbox.append(email(id), notification(id));
    const asked: number[] = [];
    const swept = await outbox.sweep(async (batch) => {
      asked.push(batch.length);
      return new Set(batch.filter((id) => Number(id.slice(-4)) % 2 === 0));
    });
    expect(swept).toBe(602);
    expect(Math.max(...asked)).toBeLessThanOrEqual(1000);
    expect(asked.reduce((sum, size) => sum + size, 0)).toBe(1205);
    expect(await readOutbox(outbox.dir)).toHaveLength(603);
  });

  it("moves an earlier host's outbox.jsonl into the folder, keeping only lines that name no submission", async () => {
    const legacy = join(root, 'outbox.jsonl');
    await writeFile(
      legacy,
      [
        JSON.stringify({
          at: '2026-01-01T00:00:00.000Z',
          ...email('keyed'),
          ...notification(ID_A),
        }),
        JSON.stringify({
          at: '2026-01-02T00:00:00.000Z',
          ...email('old'),
          text: `Submission id: ${ID_B}\n\nMessage:\nhi`,
        }),
        JSON.stringify({ at: '2026-01-03T00:00:00.000Z', ...email('nameless') }),
        '{"torn',
        '',
      ].join('\n'),
    );
    const outbox = openOutbox(join(root, 'outbox'));
    await importLegacyOutbox(legacy, outbox);
    expect((await readOutbox(outbox.dir)).map((entry) => [entry.submissionId, entry.at])).toEqual([
      [ID_A, '2026-01-01T00:00:00.000Z'],
      [ID_B, '2026-01-02T00:00:00.000Z'],
    ]);
    expect(await readFile(legacy, 'utf8')).toContain('nameless');
    expect((await readFile(legacy, 'utf8')).trim().split('\n')).toHaveLength(1);
  });
});
