import { useRevalidator } from 'react-router';
import { adminPage } from '@agency/content';
import { isOldestFirst, type InboxView } from '@agency/supabase/inbox';
import { Button, LoadingState, Notice } from '@agency/ui';
import { EmptyState } from '@agency/ui/admin';
import type { ShownList } from '../list-pages';
import { hrefWith } from '../query';
import { SubmissionList } from '../SubmissionList';
import type { ViewItem } from './view-items';

/**
 * The list pane: loading while another view or search loads, the failure with a retry, or the submissions (and where
 * else a search matches when it matches nothing here).
 */
export function InboxList({
  list,
  otherQuery,
  search,
  view,
  q,
  elsewhere,
  selectedId,
  userId,
  loadingMore,
  onLoadMore,
}: {
  list: ShownList;
  /** The pages shown belong to another view or search than the URL's (which is loading). */
  otherQuery: boolean;
  search: string;
  view: InboxView;
  q: string;
  elsewhere: readonly ViewItem[];
  selectedId: string | null;
  userId: string;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const revalidator = useRevalidator();
  if (otherQuery || (list.page === null && revalidator.state !== 'idle'))
    return <LoadingState label={adminPage.list.loading} />;
  if (list.page === null)
    return (
      <EmptyState as="div">
        <Notice tone="error">{list.failure ?? adminPage.list.failed}</Notice>
        <Button variant="secondary" onClick={() => void revalidator.revalidate()}>
          {adminPage.list.retry}
        </Button>
      </EmptyState>
    );
  return (
    <SubmissionList
      items={list.page.items}
      selectedId={selectedId}
      userId={userId}
      hrefFor={(id) => hrefWith(search, { id })}
      emptyText={
        !q
          ? adminPage.list.empty
          : elsewhere.length > 0
            ? adminPage.search.noneInView(adminPage.views[view])
            : adminPage.list.emptySearch
      }
      elsewhere={elsewhere.map(({ label, count, href }) => ({
        label,
        count: count ?? 0,
        href,
      }))}
      hasMore={list.page.nextCursor !== null}
      searchedBackTo={list.page.searchedBackTo}
      oldestFirst={isOldestFirst(view)}
      loadingMore={loadingMore}
      onLoadMore={onLoadMore}
    />
  );
}
