import { describe, expect, it } from 'vitest';
import type { InboxSummary } from '@agency/supabase/inbox';
import type { InboxPage } from './backend';
import { afterLoad, afterMore, keepOlderPages, without } from './list-pages';

function row(minute: number): InboxSummary {
  return {
    id: `id-${minute}`,
    createdAt: `2026-11-27T10:${String(minute).padStart(2, '0')}:00.000Z`,
    name: `Visitor ${minute}`,
    email: `visitor${minute}@example.com`,
    excerpt: 'Hello',
    status: 'notified',
    read: true,
    handled: false,
    replied: false,
    waitedSeconds: 60,
    overdue: false,
    owner: null,
  };
}

/** Rows newest first, minutes `from` down to `to`. */
function page(from: number, to: number, nextCursor: string | null, total = 9): InboxPage {
  const items: InboxSummary[] = [];
  for (let minute = from; minute >= to; minute -= 1) items.push(row(minute));
  const counts = {
    new: total,
    waiting: total,
    mine: 0,
    handled: 0,
    spam: 0,
    failed: 0,
    all: total,
  };
  const overdue = { count: 0, capped: false, afterHours: 20 };
  return {
    items,
    nextCursor,
    counts,
    countsCapped: false,
    mineCapped: false,
    searchedBackTo: null,
    overdue,
    staff: [],
  };
}

const ids = (list: { page: InboxPage | null }) => list.page?.items.map((item) => item.id);

describe('the list the inbox shows', () => {
  it('keeps the pages loaded with "Load more" below a refresh of the same view and search', () => {
    const first = afterLoad(null, 'new\n', { ok: true, page: page(50, 46, 'c46') });
    const more = afterMore(first, { key: 'new\n', page: page(45, 41, 'c41') });
    expect(ids(more)).toHaveLength(10);

    // Two new submissions arrived: the fresh first page ends at minute 48.
    const refreshed = afterLoad(more, 'new\n', { ok: true, page: page(52, 48, 'c48', 11) });
    expect(ids(refreshed)).toEqual([
      ...[52, 51, 50, 49, 48].map((minute) => `id-${minute}`),
      ...[47, 46, 45, 44, 43, 42, 41].map((minute) => `id-${minute}`),
    ]);
    expect(refreshed.page?.nextCursor).toBe('c41');
    expect(refreshed.counts?.counts.all).toBe(11);
  });

  it('starts over for another view or search, keeping the last counts until it has its own', () => {
    const shown = afterLoad(null, 'new\n', { ok: true, page: page(50, 46, 'c46') });
    const other = afterLoad(shown, 'all\n', {
      ok: false,
      failure: 'The inbox could not be reached.',
    });
    expect(other.page).toBeNull();
    expect(other.failure).toBe('The inbox could not be reached.');
    expect(other.counts).toEqual(shown.counts);
    expect(ids(afterLoad(shown, 'all\n', { ok: true, page: page(50, 49, null) }))).toEqual([
      'id-50',
      'id-49',
    ]);
  });

  it('keeps what is shown when a refresh fails', () => {
    const shown = afterLoad(null, 'new\n', { ok: true, page: page(50, 46, 'c46') });
    expect(
      afterLoad(shown, 'new\n', { ok: false, failure: 'The inbox could not be reached.' }).page,
    ).toBe(shown.page);
  });

  it('adds a next page only to the list it belongs to', () => {
    const shown = afterLoad(null, 'new\n', { ok: true, page: page(50, 46, 'c46') });
    expect(afterMore(shown, { key: 'all\n', page: page(45, 41, null) })).toBe(shown);
  });

  it('drops a deleted submission, also from the older pages a refresh keeps', () => {
    const first = afterLoad(null, 'new\n', { ok: true, page: page(50, 46, 'c46') });
    const more = without(afterMore(first, { key: 'new\n', page: page(45, 41, null) }), 'id-43');
    expect(ids(afterLoad(more, 'new\n', { ok: true, page: page(50, 46, 'c46') }))).not.toContain(
      'id-43',
    );
  });

  it('in an oldest-first list keeps the newer pages loaded below a refresh', () => {
    const oldestFirst = (from: number, to: number, nextCursor: string | null): InboxPage => {
      const newestFirst = page(to, from, nextCursor);
      return { ...newestFirst, items: [...newestFirst.items].reverse() };
    };
    const first = afterLoad(null, 'waiting\n', { ok: true, page: oldestFirst(1, 5, 'c5') }, true);
    const more = afterMore(first, { key: 'waiting\n', page: oldestFirst(6, 10, 'c10') });
    // The two oldest were handled: the fresh first page runs from minute 3 to 7.
    const refreshed = afterLoad(
      more,
      'waiting\n',
      { ok: true, page: oldestFirst(3, 7, 'c7') },
      true,
    );
    expect(ids(refreshed)).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((minute) => `id-${minute}`));
    expect(refreshed.page?.nextCursor).toBe('c10');
  });

  it('answers the fresh page alone when nothing older was loaded', () => {
    const fresh = page(50, 46, 'c46');
    expect(keepOlderPages(fresh, page(50, 46, 'c46'))).toBe(fresh);
    expect(keepOlderPages(page(50, 49, null), page(50, 46, 'c46')).items).toHaveLength(2);
  });
});
