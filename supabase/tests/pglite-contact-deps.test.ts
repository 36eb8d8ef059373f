import type { PGlite } from '@electric-sql/pglite';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import type { NewSubmission, RateLimitBucket } from '../functions/_shared/types.ts';
import { createPgliteRateLimiter, createPgliteSubmissionStore } from '../pglite/contact-deps.ts';
import { openLocalDatabase } from '../pglite/database.ts';

// Concurrent calls, one transaction each (as PostgREST runs them): every caller gets what it would have got alone.

let db: PGlite;
let transactions: MockInstance<PGlite['transaction']>;

beforeAll(async () => {
  db = await openLocalDatabase();
});
afterAll(async () => {
  await db?.close();
});
beforeEach(() => {
  transactions = vi.spyOn(db, 'transaction');
  return () => vi.restoreAllMocks();
});

function present<T>(value: T | null): T {
  if (value === null) throw new Error('expected a stored row');
  return value;
}

function submission(index: number, values: Partial<NewSubmission> = {}): NewSubmission {
  return {
    name: `Batch Sender ${index}`,
    email: `batch${index}@example.com`,
    message: `Batched submission number ${index}.`,
    userAgent: `agent ${index}`,
    source: 'website',
    metadata: { source: 'website', user_agent: `agent ${index}` },
    ipHash: String(index % 10).repeat(64),
    status: index % 2 === 0 ? 'new' : 'spam',
    idempotencyKey: null,
    ...values,
  };
}

const bucket = (key: string, limit: number, windowSeconds = 60): RateLimitBucket => ({
  key,
  limit,
  windowSeconds,
});

interface StoredRow {
  id: string;
  name: string;
  status: string;
  notify_error: string | null;
}

async function rowsWhere(where: string): Promise<StoredRow[]> {
  const { rows } = await db.query<StoredRow>(
    `select id, name, status, notify_error from public.contact_submissions where ${where}`,
  );
  return rows;
}

describe('concurrent inserts', () => {
  it('store every row and give each caller its own row, one transaction per call', async () => {
    const store = createPgliteSubmissionStore(db);
    const inputs = Array.from({ length: 30 }, (_, index) => submission(index));
    const stored = await Promise.all(inputs.map((input) => store.insert(input).then(present)));

    expect(transactions.mock.calls).toHaveLength(30);
    stored.forEach((row, index) => expect(row).toMatchObject(inputs[index] as NewSubmission));
    expect(new Set(stored.map((row) => row.id)).size).toBe(30);
    const byId = new Map(
      (await rowsWhere(`name like 'Batch Sender %'`)).map((row) => [row.id, row]),
    );
    expect(byId.size).toBe(30);
    for (const row of stored) expect(byId.get(row.id)?.name).toBe(row.name);
  });

  it('reject only the caller whose row breaks a CHECK constraint, with the error it gets alone', async () => {
    const store = createPgliteSubmissionStore(db);
    const alone = await store.insert(submission(99, { name: 'X' })).catch((error: Error) => error);
    expect(alone).toBeInstanceOf(Error);

    const names = ['Isolated One', 'Isolated Two', 'X', 'Isolated Four', 'Isolated Five'];
    const results = await Promise.allSettled(
      names.map((name, index) => store.insert(submission(index, { name }))),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      message: (alone as Error).message,
    });
    expect((alone as Error).message).toContain('contact_submissions_name_length');
    // The one alone, then each of the 5.
    expect(transactions.mock.calls).toHaveLength(6);
    const stored = await rowsWhere(`name like 'Isolated %' order by name`);
    expect(stored.map((row) => row.name)).toEqual([
      'Isolated Five',
      'Isolated Four',
      'Isolated One',
      'Isolated Two',
    ]);
    for (const [index, result] of results.entries()) {
      if (result.status === 'fulfilled') expect(result.value?.name).toBe(names[index]);
    }
  });
});

describe('concurrent status updates', () => {
  const store = () => createPgliteSubmissionStore(db);
  const insertNamed = (names: string[]) =>
    Promise.all(
      names.map((name, index) => store().insert(submission(index, { name })).then(present)),
    );
  const statuses = async (prefix: string) =>
    (await rowsWhere(`name like '${prefix} %' order by name`)).map(
      ({ name, status, notify_error }) => [name, status, notify_error],
    );

  it('update each row as asked, one transaction per call; a bad one fails alone', async () => {
    const marker = store();
    const rows = await insertNamed(['Mark A', 'Mark B', 'Mark C', 'Mark D']);
    transactions.mockClear();
    const results = await Promise.allSettled(
      rows.map((row, index) =>
        index === 2
          ? marker.markNotification(row.id, 'notify_failed', 'x'.repeat(1001))
          : marker.markNotification(row.id, index === 0 ? 'notified' : 'notify_failed', 'down'),
      ),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      message: expect.stringContaining('contact_submissions_notify_error_length'),
    });
    expect(transactions.mock.calls).toHaveLength(4);
    expect(await statuses('Mark')).toEqual([
      ['Mark A', 'notified', 'down'],
      ['Mark B', 'notify_failed', 'down'],
      ['Mark C', 'new', null],
      ['Mark D', 'notify_failed', 'down'],
    ]);
  });

  it('apply two calls for one id in arrival order, each with its own outcome', async () => {
    const marker = store();
    const [a, b] = await insertNamed(['Twice A', 'Twice B']);
    if (!a || !b) throw new Error('insert failed');
    const results = await Promise.allSettled([
      marker.markNotification(a.id, 'notified', null),
      marker.markNotification(b.id, 'notified', null),
      marker.markNotification(b.id, 'notify_failed', 'x'.repeat(1001)),
      marker.markNotification(b.id, 'notify_failed', 'timeout'),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(await statuses('Twice')).toEqual([
      ['Twice A', 'notified', null],
      ['Twice B', 'notify_failed', 'timeout'],
    ]);
  });
});

describe('concurrent rate-limit calls', () => {
  it('allow exactly the limit on one key: 6 calls with limit 5 → 5 allowed, the 6th told when to retry', async () => {
    const limiter = createPgliteRateLimiter(db);
    const decisions = await Promise.all(
      Array.from({ length: 6 }, () => limiter.consume([bucket('together', 5)])),
    );
    // Six statements at once: the limit holds for concurrent calls.
    expect(transactions.mock.calls).toHaveLength(6);
    expect(decisions.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => ({ allowed: true })));
    expect(decisions[5]).toMatchObject({ allowed: false });
    const retryAfter = (decisions[5] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { rows } = await db.query<{ count: number }>(
      `select count(*)::int as count from public.contact_rate_limit_hits where key = 'together'`,
    );
    expect(rows).toEqual([{ count: 5 }]);
  });

  it('decide as sequential calls in arrival order would, bucket by bucket', async () => {
    const limiter = createPgliteRateLimiter(db);
    const calls = [
      [bucket('seq-full', 1)],
      [bucket('seq-free', 2), bucket('seq-full', 1)],
      [bucket('seq-free', 2)],
      [bucket('seq-free', 2)],
      [bucket('seq-free', 2)],
    ];
    const decisions = await Promise.all(calls.map((buckets) => limiter.consume(buckets)));
    expect(transactions.mock.calls).toHaveLength(5);
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, false, true, true, false]);
  });

  it('reject only the caller with a malformed bucket list', async () => {
    const limiter = createPgliteRateLimiter(db);
    const results = await Promise.allSettled([
      limiter.consume([bucket('malformed-neighbour', 2)]),
      limiter.consume([bucket('malformed-neighbour', 2)]),
      limiter.consume([]),
      limiter.consume([bucket('malformed-neighbour', 2)]),
    ]);
    expect(results).toEqual([
      { status: 'fulfilled', value: { allowed: true } },
      { status: 'fulfilled', value: { allowed: true } },
      {
        status: 'rejected',
        reason: expect.objectContaining({ message: expect.stringMatching(/non-empty array/) }),
      },
      { status: 'fulfilled', value: expect.objectContaining({ allowed: false }) },
    ]);
    expect(transactions.mock.calls).toHaveLength(4);
  });
});

describe('admit: one call for the idempotency check, the limits and the insert', () => {
  const admit = (
    values: Partial<NewSubmission>,
    buckets: RateLimitBucket[],
    then: RateLimitBucket[] = [],
  ) =>
    createPgliteSubmissionStore(db).admit(submission(900, values), {
      buckets,
      thenBuckets: then,
    });

  it('stores a row once per key and spends no slot on a stored key', async () => {
    const key = { idempotencyKey: 'admit-key-0123456789' };
    const first = await admit(key, [bucket('admit-once', 2)]);
    expect(first).toMatchObject({ outcome: 'stored', submission: { name: 'Batch Sender 900' } });
    expect(await admit(key, [bucket('admit-once', 2)])).toEqual({ outcome: 'already-stored' });
    expect(await admit({}, [bucket('admit-once', 2)])).toMatchObject({ outcome: 'stored' });
    expect(await admit({}, [bucket('admit-once', 2)])).toMatchObject({ outcome: 'rate-limited' });
    expect(transactions).toHaveBeenCalledTimes(4);
  });

  it('answers rate-limited with the seconds to wait and stores nothing', async () => {
    await admit({}, [bucket('admit-full', 1, 120)]);
    const refused = await admit({ name: 'Refused Sender' }, [bucket('admit-full', 1, 120)]);
    expect(refused).toEqual({ outcome: 'rate-limited', retryAfterSeconds: 120 });
    const { rows } = await db.query(
      `select 1 from public.contact_submissions where name = 'Refused Sender'`,
    );
    expect(rows).toEqual([]);
  });

  it('spends the then-buckets after the first ones: over them, nothing stored', async () => {
    const spam = { status: 'spam' as const, name: 'Over Ceiling' };
    expect(
      await admit(spam, [bucket('admit-sender-1', 5)], [bucket('admit-ceiling', 1)]),
    ).toMatchObject({
      outcome: 'stored',
    });
    expect(await admit(spam, [bucket('admit-sender-2', 5)], [bucket('admit-ceiling', 1)])).toEqual({
      outcome: 'over-spam-ceiling',
    });
    const { rows } = await db.query(
      `select 1 from public.contact_submissions where name = 'Over Ceiling'`,
    );
    expect(rows).toHaveLength(1);
  });
});
