import { adminPage } from '@agency/content';
import { INBOX_VIEWS, type InboxView } from '@agency/supabase/inbox';
import type { ListCounts } from '../list-pages';
import { hrefWith } from '../query';

export interface ViewItem {
  value: InboxView;
  label: string;
  href: string;
  /** Unknown (undefined) until the list has loaded; "at least" when the count was capped. */
  count: number | string | undefined;
}

/** The view switcher's items: each view's name, link and count. */
export function viewItems(search: string, counts: ListCounts | null): ViewItem[] {
  return INBOX_VIEWS.map((value) => ({
    value,
    label: adminPage.views[value],
    href: hrefWith(search, { view: value === 'new' ? null : value, id: null }),
    count:
      counts === null
        ? undefined
        : counts.countsCapped || (value === 'mine' && counts.mineCapped)
          ? adminPage.search.countAtLeast(counts.counts[value])
          : counts.counts[value],
  }));
}

/**
 * Every view is searched: the other views a search matches in ("waiting" holds the rows of "new", so it is not named
 * as somewhere else).
 */
export function elsewhereViews(
  items: readonly ViewItem[],
  view: InboxView,
  q: string,
  counts: ListCounts | null,
): ViewItem[] {
  const searched = q ? counts?.counts : undefined;
  return searched
    ? items.filter(
        (item) => item.value !== view && item.value !== 'waiting' && searched[item.value] > 0,
      )
    : [];
}
