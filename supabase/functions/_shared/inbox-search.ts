/**
 * A search of the inbox in steps of bounded cost (the database's inbox_search_* functions). A search the trigram index
 * answers cheaply runs as one statement; any other is checked window by window down the list, each window sized to
 * take about SEARCH_STEP_TARGET_MS, until the page is full and the counts are known, the list ends, or the run's time
 * is up. Then the page says where the search stopped, and the next page goes on from there. So no statement of a
 * search holds the database for long, whatever the table's size and whatever was typed.
 */
import { withWaiting, type CountedView, type InboxCounts, type InboxView } from './inbox.ts';

/** A position in the list: the row after which the next window starts. */
export interface ListKey {
  createdAt: string;
  id: string;
}

/** What one statement of a search answers. */
export interface SearchStep {
  /** The matches in the view asked for, in list order. */
  ids: string[];
  /** The matches of each view in the rows this step checked. */
  counts: InboxCounts;
  /** Where the next window starts; null once the list has ended. */
  nextAfter: ListKey | null;
}

export interface SearchStepArgs {
  view: InboxView;
  search: string;
  after: ListKey | null;
  limit: number;
}

/** What inbox_search_indexed and inbox_search_window answer. */
export interface SearchStepJson {
  ids: string[];
  counts: Record<CountedView, number>;
  next_after: { created_at: string; id: string } | null;
}

export function toSearchStep({ ids, counts, next_after }: SearchStepJson): SearchStep {
  return {
    ids,
    counts: withWaiting(counts),
    nextAfter: next_after && {
      createdAt: new Date(next_after.created_at).toISOString(),
      id: next_after.id,
    },
  };
}

/** The database functions of a search, each run as the caller. */
export interface SearchQueries {
  /** How many rows the trigram index would check; null when it has nothing to look up. */
  searchCost(search: string): Promise<number | null>;
  searchIndexed(args: SearchStepArgs): Promise<SearchStep>;
  searchWindow(args: SearchStepArgs & { rows: number }): Promise<SearchStep>;
}

/** Up to this many rows to check, a search runs as one statement on the trigram index. */
export const SEARCH_INDEX_MAX_ROWS = 10_000;
export const SEARCH_STEP_TARGET_MS = 25;
export const SEARCH_WINDOW_ROWS = { first: 2_000, min: 500, max: 100_000 } as const;
/** How long one run of windows may take before it answers what it has. */
export const SEARCH_RUN_MS = 150;
/** A search stops counting after this many matches; each count is then "at least". */
export const SEARCH_COUNT_CAP = 1000;

export interface SearchRun {
  ids: string[];
  counts: InboxCounts;
  /** The counts are floors: counting stopped at the cap or when time was up. */
  capped: boolean;
  /** Where to go on when the run stopped before the list was full or had ended. */
  resume: ListKey | null;
}

export interface SearchRunArgs extends SearchStepArgs {
  /** Whether the run must also count the matches of every view (from the top of the list). */
  counting: boolean;
  /** How long the run may take; a CSV export gives each page longer. */
  timeMs?: number;
  now?: () => number;
}

const noCounts = (): InboxCounts =>
  withWaiting({ new: 0, mine: 0, handled: 0, spam: 0, failed: 0, all: 0 });

function nextWindowRows(rows: number, tookMs: number): number {
  const scaled = Math.round((rows * SEARCH_STEP_TARGET_MS) / Math.max(tookMs, 1));
  const bounded = Math.min(Math.max(scaled, rows / 2), rows * 4);
  return Math.round(Math.min(Math.max(bounded, SEARCH_WINDOW_ROWS.min), SEARCH_WINDOW_ROWS.max));
}

export async function runSearch(queries: SearchQueries, args: SearchRunArgs): Promise<SearchRun> {
  const { counting, timeMs = SEARCH_RUN_MS, now = () => Date.now(), ...step } = args;
  const cost = await queries.searchCost(step.search);
  if (cost !== null && cost <= SEARCH_INDEX_MAX_ROWS) {
    const { ids, counts } = await queries.searchIndexed(step);
    const capped = counts.all > SEARCH_COUNT_CAP;
    for (const view of Object.keys(counts) as InboxView[])
      counts[view] = Math.min(counts[view], SEARCH_COUNT_CAP);
    return { ids, counts, capped, resume: null };
  }

  const started = now();
  const ids: string[] = [];
  const counts = noCounts();
  let rows: number = SEARCH_WINDOW_ROWS.first;
  let after = step.after;
  for (;;) {
    const stepStarted = now();
    const found = await queries.searchWindow({
      ...step,
      after,
      limit: Math.max(step.limit - ids.length, 0),
      rows,
    });
    ids.push(...found.ids);
    for (const view of Object.keys(counts) as InboxView[]) counts[view] += found.counts[view];
    after = found.nextAfter;
    const listed = ids.length >= step.limit;
    const counted = !counting || counts.all >= SEARCH_COUNT_CAP;
    if (after === null || (listed && counted))
      return { ids, counts, capped: counting && after !== null, resume: null };
    if (now() - started >= timeMs)
      return { ids, counts, capped: counting, resume: listed ? null : after };
    rows = nextWindowRows(rows, now() - stepStarted);
  }
}
