/**
 * The list's pages as the admin handler answers them: a view without a search from the view's index, a search in
 * steps of bounded cost (inbox-search.ts), whose page may stop early and say how far back it looked.
 */
import type { CallerInbox, ListArgs } from './admin-handler.ts';
import type { InboxCounts, InboxReadRow, InboxRow } from './inbox.ts';
import { runSearch, type ListKey } from './inbox-search.ts';

export interface ListPage {
  rows: InboxReadRow[];
  /** Where the next page starts; null once the list has ended. */
  next: ListKey | null;
  /** When a search stopped before filling the page: the time of the last submission it looked at, in list order. */
  searchedBackTo: string | null;
}

export interface CountedPage extends ListPage {
  counts: InboxCounts;
  countsCapped: boolean;
  /** Without a search: the caller owns more than 1 000 open submissions. */
  mineCapped: boolean;
}

export const listKeyOf = (row: Pick<InboxRow, 'created_at' | 'id'>): ListKey => ({
  createdAt: new Date(row.created_at).toISOString(),
  id: row.id,
});

function endOf(rows: InboxReadRow[], limit: number, resume: ListKey | null): ListPage {
  const page = rows.slice(0, limit);
  if (rows.length > limit)
    return { rows: page, next: listKeyOf(page.at(-1)!), searchedBackTo: null };
  return { rows: page, next: resume, searchedBackTo: resume?.createdAt ?? null };
}

/** The rows of a search's ids, in the ids' order (the view's list order, which the database gave them). */
async function rowsInOrder(inbox: CallerInbox, ids: string[]): Promise<InboxReadRow[]> {
  const position = new Map(ids.map((id, index) => [id, index]));
  const rows = await inbox.rowsByIds(ids);
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/** One page of the view after `args.after`; a search's run may take up to `timeMs`. */
export async function readPage(
  inbox: CallerInbox,
  args: ListArgs,
  timeMs?: number,
): Promise<ListPage> {
  if (args.search === '')
    return endOf(await inbox.list({ ...args, limit: args.limit + 1 }), args.limit, null);
  const run = await runSearch(inbox, { ...args, limit: args.limit + 1, counting: false, timeMs });
  return endOf(await rowsInOrder(inbox, run.ids), args.limit, run.resume);
}

/** A page with the count of every view for its search (counted from the top of the list, whatever the page). */
export async function readCountedPage(inbox: CallerInbox, args: ListArgs): Promise<CountedPage> {
  if (args.search === '') {
    const [page, { counts, capped, mineCapped }] = await Promise.all([
      readPage(inbox, args),
      inbox.counts(),
    ]);
    return { ...page, counts, countsCapped: capped, mineCapped };
  }
  if (args.after !== null) {
    const [page, counted] = await Promise.all([
      readPage(inbox, args),
      runSearch(inbox, { ...args, after: null, limit: 0, counting: true }),
    ]);
    return { ...page, counts: counted.counts, countsCapped: counted.capped, mineCapped: false };
  }
  const run = await runSearch(inbox, { ...args, limit: args.limit + 1, counting: true });
  const page = endOf(await rowsInOrder(inbox, run.ids), args.limit, run.resume);
  return { ...page, counts: run.counts, countsCapped: run.capped, mineCapped: false };
}
