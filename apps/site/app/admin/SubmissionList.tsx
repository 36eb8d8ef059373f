import { Link } from 'react-router';
import { adminPage } from '@agency/content';
import { Button, Stack, VisuallyHidden } from '@agency/ui';
import { Badge } from '@agency/ui/admin';
import type { InboxSummary } from '@agency/contact-client';
import { statusBadge } from './status';
import { exactTime, relativeTime } from './time';
import { emptyState } from './admin.css';
import * as styles from './SubmissionList.css';

export interface SubmissionListProps {
  items: readonly InboxSummary[];
  selectedId: string | null;
  hrefFor: (id: string) => string;
  emptyText: string;
  hasMore: boolean;
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
  loadingMore,
  onLoadMore,
}: SubmissionListProps) {
  if (items.length === 0) return <p className={emptyState}>{emptyText}</p>;
  return (
    <>
      <Stack as="ul" gap={0}>
        {items.map((item) => {
          const badge = statusBadge(item);
          return (
            <li key={item.id}>
              <Link
                to={hrefFor(item.id)}
                className={styles.row}
                aria-current={item.id === selectedId ? 'true' : undefined}
                data-unread={item.read ? undefined : 'true'}
              >
                <span className={styles.rowTop}>
                  <span className={styles.rowName}>
                    {item.read ? null : <VisuallyHidden>{adminPage.list.unread}: </VisuallyHidden>}
                    {item.name}
                  </span>
                  <time
                    dateTime={item.createdAt}
                    title={exactTime(item.createdAt)}
                    className={styles.rowTime}
                  >
                    {relativeTime(item.createdAt)}
                  </time>
                </span>
                <span className={styles.rowDetail}>{item.email}</span>
                <span className={styles.rowBottom}>
                  <span className={styles.rowDetail}>{item.excerpt}</span>
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </span>
              </Link>
            </li>
          );
        })}
      </Stack>
      {hasMore ? (
        <div className={styles.loadMore}>
          <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
            {adminPage.list.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
