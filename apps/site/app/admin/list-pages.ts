import type { InboxPage } from './backend';
import type { ListResult } from './inbox-data';

export type ListCounts = Pick<InboxPage, 'counts' | 'countsCapped' | 'mineCapped' | 'overdue'>;

/** The list the inbox shows: the pages loaded for one view and search, and the last counts it had. */
export interface ShownList {
  /** The view and search the pages belong to (`listKey`). */
  key: string;
  /** Null when the list could not be loaded. */
  page: InboxPage | null;
  /** Kept while another view loads, and when a refresh fails. */
  counts: ListCounts | null;
  /** Why the last load failed, in words; shown when there is no page to show. */
  failure: string | null;
}

/**
 * A quiet refresh keeps the pages already loaded below the fresh first page: the rows after its last one in list
 * order (older ones, or in an oldest-first list newer ones).
 */
export function keepOlderPages(
  fresh: InboxPage,
  current: InboxPage,
  oldestFirst = false,
): InboxPage {
  const last = fresh.items.at(-1);
  if (!fresh.nextCursor || !last) return fresh;
  const before = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
    a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.id < b.id);
  const older = current.items.filter((item) =>
    oldestFirst ? before(last, item) : before(item, last),
  );
  return older.length > 0
    ? {
        ...fresh,
        items: [...fresh.items, ...older],
        nextCursor: current.nextCursor,
        searchedBackTo: current.searchedBackTo,
      }
    : fresh;
}

/**
 * The list once the route's data has loaded the first page for `key`. Loaded again for the same view and search (a
 * refresh, a change, another submission opened) it keeps the older pages below it, and a failure keeps what is shown.
 */
export function afterLoad(
  shown: ShownList | null,
  key: string,
  result: ListResult,
  oldestFirst = false,
): ShownList {
  const current = shown?.key === key ? shown.page : null;
  if (!result.ok)
    return { key, page: current, counts: shown?.counts ?? null, failure: result.failure };
  const { counts, countsCapped, mineCapped, overdue } = result.page;
  return {
    key,
    page: current ? keepOlderPages(result.page, current, oldestFirst) : result.page,
    counts: { counts, countsCapped, mineCapped, overdue },
    failure: null,
  };
}

/** The list with the next page ("Load more") below it, when it is the page of the list shown. */
export function afterMore(shown: ShownList, more: { key: string; page: InboxPage }): ShownList {
  if (shown.key !== more.key || !shown.page) return shown;
  return {
    ...shown,
    page: { ...more.page, items: [...shown.page.items, ...more.page.items] },
  };
}

/** The list without a deleted submission. */
export function without(shown: ShownList, id: string): ShownList {
  if (!shown.page?.items.some((item) => item.id === id)) return shown;
  return {
    ...shown,
    page: { ...shown.page, items: shown.page.items.filter((item) => item.id !== id) },
  };
}
