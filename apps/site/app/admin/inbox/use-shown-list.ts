import { useState } from 'react';
import { isOldestFirst } from '@agency/supabase/inbox';
import { listKey, type AdminActionResult, type AdminData } from '../inbox-data';
import { afterLoad, afterMore, without, type ShownList } from '../list-pages';

export type InboxData = Extract<AdminData, { kind: 'inbox' }>;

interface Tracked {
  list: ShownList;
  /** The loader answer, next page and deletion `list` is up to date with. */
  from: InboxData['list'];
  more: AdminActionResult | undefined;
  deleted: string | null;
}

/**
 * The pages shown, brought up to date during render as answers come in: the route's data (a quiet refresh keeps the
 * pages loaded with "Load more" below it), the next page, and a deletion (gone from the list as soon as it is done).
 */
export function useShownList(
  data: InboxData,
  more: AdminActionResult | undefined,
  deleted: string | null,
) {
  const oldestFirst = isOldestFirst(data.query.view);
  const [tracked, setTracked] = useState<Tracked>(() => ({
    list: afterLoad(null, listKey(data.query), data.list, oldestFirst),
    from: data.list,
    more,
    deleted,
  }));
  let next = tracked;
  if (next.from !== data.list)
    next = {
      ...next,
      from: data.list,
      list: afterLoad(next.list, listKey(data.query), data.list, oldestFirst),
    };
  if (next.more !== more) {
    next = { ...next, more };
    if (more && 'more' in more) next.list = afterMore(next.list, more.more);
  }
  if (next.deleted !== deleted) {
    next = { ...next, deleted };
    if (deleted) next.list = without(next.list, deleted);
  }
  if (next !== tracked) setTracked(next);
  return next.list;
}
