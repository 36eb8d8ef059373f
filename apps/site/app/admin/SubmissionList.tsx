import { adminPage } from '@agency/content';
import { Button } from '@agency/ui';
import { Badge, EmptyState, FinePrint, MessageList, MessageRow } from '@agency/ui/admin';
import type { InboxSummary } from '@agency/supabase/inbox';
import { RouterLink } from '~/components/RouterLink';
import { statusBadge } from './status';
import { exactTime, relativeTime } from './time';

export interface SubmissionListProps {
  items: readonly InboxSummary[];
  selectedId: string | null;
  hrefFor: (id: string) => string;
  emptyText: string;
  hasMore: boolean;
  /** A search that stopped before filling the page: the oldest time it looked at (the next page searches on). */
  searchedBackTo: string | null;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Newest first; each row links to its submission (the open one lives in the URL). */
export function SubmissionList({
  items,
  selectedId,
  hrefFor,
  emptyText,
  hasMore,
  searchedBackTo,
  loadingMore,
  onLoadMore,
}: SubmissionListProps) {
  const more = hasMore ? (
    <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
      {searchedBackTo ? adminPage.list.searchOlder : adminPage.list.loadMore}
    </Button>
  ) : null;
  if (items.length === 0 && searchedBackTo && more)
    return (
      <EmptyState as="div">
        {adminPage.list.noMatchSince(exactTime(searchedBackTo))}
        {more}
      </EmptyState>
    );
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <MessageList
      footer={
        searchedBackTo && more ? (
          <>
            <FinePrint>{adminPage.list.searchedBackTo(exactTime(searchedBackTo))}</FinePrint>
            {more}
          </>
        ) : (
          more
        )
      }
    >
      {items.map((item) => {
        const badge = statusBadge(item);
        return (
          <MessageRow
            key={item.id}
            href={hrefFor(item.id)}
            linkComponent={RouterLink}
            current={item.id === selectedId}
            unread={!item.read}
            unreadLabel={adminPage.list.unread}
            title={item.name}
            meta={
              <time dateTime={item.createdAt} title={exactTime(item.createdAt)}>
                {relativeTime(item.createdAt)}
              </time>
            }
            subtitle={item.email}
            excerpt={item.excerpt}
            badge={<Badge tone={badge.tone}>{badge.label}</Badge>}
          />
        );
      })}
    </MessageList>
  );
}
