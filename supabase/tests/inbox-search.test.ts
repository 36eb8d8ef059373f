import { describe, expect, it } from 'vitest';
import type { InboxCounts } from '../functions/_shared/inbox.ts';
import {
  runSearch,
  SEARCH_COUNT_CAP,
  SEARCH_INDEX_MAX_ROWS,
  SEARCH_RUN_MS,
  SEARCH_WINDOW_ROWS,
  type SearchQueries,
  type SearchStep,
} from '../functions/_shared/inbox-search.ts';

// A list of `total` rows, row i matching when `matches(i)`; each window costs `msPerRow` of a fake clock per row.
function fakeDatabase(
  total: number,
  matches: (index: number) => boolean,
  options: { cost?: number | null; msPerRow?: number } = {},
) {
  let clock = 0;
  const windows: number[] = [];
  const key = (index: number) => ({
    createdAt: new Date(Date.UTC(2026, 0, 1) - index * 1000).toISOString(),
    id: String(index),
  });
  const indexOf = (after: { id: string } | null) => (after === null ? 0 : Number(after.id) + 1);
  const stepOver = (
    from: number,
    to: number,
    limit: number,
    nextAfter: SearchStep['nextAfter'],
  ): SearchStep => {
    const hits: string[] = [];
    for (let index = from; index < to; index += 1) if (matches(index)) hits.push(String(index));
    const counts: InboxCounts = {
      new: hits.length,
      waiting: hits.length,
      mine: 0,
      handled: 0,
      spam: 0,
      failed: 0,
      all: hits.length,
    };
    return { ids: hits.slice(0, limit), counts, nextAfter };
  };
  const queries: SearchQueries = {
    searchCost: async () => (options.cost === undefined ? null : options.cost),
    searchIndexed: async ({ after, limit }) => stepOver(indexOf(after), total, limit, null),
    searchWindow: async ({ after, limit, rows }) => {
      windows.push(rows);
      const from = indexOf(after);
      const to = Math.min(from + rows, total);
      clock += (to - from) * (options.msPerRow ?? 0.005);
      return stepOver(from, to, limit, to - from === rows ? key(to - 1) : null);
    },
  };
  return { queries, windows, now: () => clock };
}

const base = { view: 'new' as const, search: 'anything', after: null, limit: 51 };

describe('a search in bounded steps', () => {
  it('runs as one statement on the trigram index when that is cheap', async () => {
    const db = fakeDatabase(100_000, (index) => index % 1000 === 0, {
      cost: SEARCH_INDEX_MAX_ROWS,
    });
    const run = await runSearch(db.queries, { ...base, counting: true, now: db.now });
    expect(db.windows).toEqual([]);
    expect(run).toMatchObject({ capped: false, resume: null, counts: { all: 100 } });
    expect(run.ids).toHaveLength(51);
  });

  it('counts to 1 000 there too, and says when it stopped', async () => {
    const db = fakeDatabase(100_000, (index) => index % 50 === 0, { cost: SEARCH_INDEX_MAX_ROWS });
    const run = await runSearch(db.queries, { ...base, counting: true, now: db.now });
    expect(run).toMatchObject({
      capped: true,
      counts: { new: SEARCH_COUNT_CAP, all: SEARCH_COUNT_CAP },
    });
  });

  it('otherwise goes window by window until the page is full and the counts are known', async () => {
    const db = fakeDatabase(20_000, (index) => index % 10 === 0, {
      cost: SEARCH_INDEX_MAX_ROWS + 1,
    });
    const run = await runSearch(db.queries, { ...base, counting: true, now: db.now });
    expect(run.ids).toEqual(Array.from({ length: 51 }, (_, index) => String(index * 10)));
    expect(run.counts.all).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP);
    expect(run).toMatchObject({ capped: true, resume: null });
  });

  it('answers a short list with exact counts when the list ends in time', async () => {
    const db = fakeDatabase(3_000, (index) => index === 2_999);
    const run = await runSearch(db.queries, { ...base, counting: true, now: db.now });
    expect(run).toEqual({
      ids: ['2999'],
      counts: { new: 1, waiting: 1, mine: 0, handled: 0, spam: 0, failed: 0, all: 1 },
      capped: false,
      resume: null,
    });
  });

  it('stops when its time is up and says where to go on; the counts are then floors', async () => {
    const db = fakeDatabase(1_000_000, (index) => index % 100_000 === 5);
    const run = await runSearch(db.queries, { ...base, counting: true, now: db.now });
    const checked = db.windows.reduce((sum, rows) => sum + rows, 0);
    expect(db.now()).toBeGreaterThanOrEqual(SEARCH_RUN_MS);
    expect(db.now()).toBeLessThan(SEARCH_RUN_MS * 2);
    expect(run.ids).toEqual(['5']);
    expect(run.capped).toBe(true);
    expect(run.resume).toEqual({ createdAt: expect.any(String), id: String(checked - 1) });

    const more = await runSearch(db.queries, {
      ...base,
      after: run.resume,
      counting: false,
      now: db.now,
    });
    expect(Number(more.ids[0] ?? more.resume!.id)).toBeGreaterThan(checked - 1);
  });

  it('sizes each window to take about the target time, within bounds', async () => {
    const fast = fakeDatabase(1_000_000, () => false, { msPerRow: 0.0001 });
    await runSearch(fast.queries, { ...base, counting: false, now: fast.now });
    expect(fast.windows[0]).toBe(SEARCH_WINDOW_ROWS.first);
    expect(fast.windows[1]).toBe(SEARCH_WINDOW_ROWS.first * 4);
    expect(Math.max(...fast.windows)).toBe(SEARCH_WINDOW_ROWS.max);

    const slow = fakeDatabase(1_000_000, () => false, { msPerRow: 0.2 });
    await runSearch(slow.queries, { ...base, counting: false, timeMs: 2_000, now: slow.now });
    expect(slow.windows[1]).toBe(SEARCH_WINDOW_ROWS.first / 2);
    expect(Math.min(...slow.windows)).toBe(SEARCH_WINDOW_ROWS.min);
  });
});
