import { adminPage } from '@agency/content';
import { Button, Stack } from '@agency/ui';
import { Badge, EmptyState, FinePrint, LinkList, MessageList, MessageRow } from '@agency/ui/admin';
import type { InboxSummary } from '@agency/supabase/inbox';
import { RouterLink } from '~/components/RouterLink';
import { shortOwner } from './owner';
import { statusBadge } from './status';
import { exactTime, relativeTime } from './time';
import { durationAttribute, waitingTime } from './waiting-time';

export interface SubmissionListProps {
  items: readonly InboxSummary[];
  selectedId: string | null;
  /** The signed-in staff member's id: their own rows say "you". */
  userId: string;
  hrefFor: (id: string) => string;
  emptyText: string;
  hasMore: boolean;
  /** A search that stopped before filling the page: the last time it looked at (the next page searches on). */
  searchedBackTo: string | null;
  /** The list runs oldest first (the waiting view): a stopped search says how far forward it looked. */
  oldestFirst?: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** A search without a match here: the other views it matches in, with their counts and links. */
  elsewhere?: readonly { label: string; count: number | string; href: string }[];
}

/** When an open submission arrived, or how long it has waited while it is open. */
function Received({ item }: { item: InboxSummary }) {
  if (item.waitedSeconds === null)
    return (
      <time dateTime={item.createdAt} title={exactTime(item.createdAt)}>
        {relativeTime(item.createdAt)}
      </time>
    );
  return (
    <time dateTime={durationAttribute(item.waitedSeconds)} title={exactTime(item.createdAt)}>
      {adminPage.list.waiting(waitingTime(item.waitedSeconds))}
    </time>
  );
}

/** Where a search matches besides the view shown, each view with its count and link. */
function OtherViews({ views }: { views: NonNullable<SubmissionListProps['elsewhere']> }) {
  return (
    <>
      <p>{adminPage.search.elsewhere}</p>
      <LinkList
        linkComponent={RouterLink}
        items={views.map((view) => ({
          href: view.href,
          label: adminPage.search.matchesIn(view.count, view.label),
        }))}
      />
    </>
  );
}

/** One submission in the list: who, when, whose, an excerpt and its state; it links to the submission. */
function SubmissionRow({
  item,
  href,
  current,
  userId,
}: {
  item: InboxSummary;
  href: string;
  current: boolean;
  userId: string;
}) {
  const badge = statusBadge(item);
  return (
    <MessageRow
      href={href}
      linkComponent={RouterLink}
      current={current}
      unread={!item.read}
      unreadLabel={adminPage.list.unread}
      title={item.name}
      meta={<Received item={item} />}
      subtitle={item.email}
      aside={item.owner ? adminPage.list.owner(shortOwner(item.owner, userId)) : undefined}
      excerpt={item.excerpt}
      badge={
        item.overdue ? (
          <Stack as="span" direction="row" align="center" gap={1}>
            <Badge tone="danger">{adminPage.overdue.label}</Badge>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </Stack>
        ) : (
          <Badge tone={badge.tone}>{badge.label}</Badge>
        )
      }
    />
  );
}

/** Newest first (the waiting view oldest first); each row links to its submission (the open one lives in the URL). */
export function SubmissionList({
  items,
  selectedId,
  userId,
  hrefFor,
  emptyText,
  hasMore,
  searchedBackTo,
  oldestFirst = false,
  loadingMore,
  onLoadMore,
  elsewhere = [],
}: SubmissionListProps) {
  const copy = adminPage.list;
  const more = hasMore ? (
    <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
      {!searchedBackTo ? copy.loadMore : oldestFirst ? copy.searchNewer : copy.searchOlder}
    </Button>
  ) : null;
  const searched = searchedBackTo && exactTime(searchedBackTo);
  // Every view is searched: where this search matches besides the view shown.
  const otherViews = elsewhere.length > 0 ? <OtherViews views={elsewhere} /> : null;
  // A search stopped by its time bound before it found anything here: how far it looked, where else it matches so
  // far, and the button that goes on.
  if (items.length === 0 && searched && more)
    return (
      <EmptyState as="div">
        <p>{oldestFirst ? copy.noMatchUpTo(searched) : copy.noMatchSince(searched)}</p>
        {otherViews}
        {more}
      </EmptyState>
    );
  if (items.length === 0 && otherViews)
    return (
      <EmptyState as="div">
        <p>{emptyText}</p>
        {otherViews}
      </EmptyState>
    );
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <MessageList
      footer={
        searched && more ? (
          <>
            <FinePrint>
              {oldestFirst ? copy.searchedUpTo(searched) : copy.searchedBackTo(searched)}
            </FinePrint>
            {more}
          </>
        ) : (
          more
        )
      }
    >
      {items.map((item) => (
        <SubmissionRow
          key={item.id}
          item={item}
          href={hrefFor(item.id)}
          current={item.id === selectedId}
          userId={userId}
        />
      ))}
    </MessageList>
  );
}
