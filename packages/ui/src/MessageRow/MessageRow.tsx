import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MessageRow.css';

export type MessageRowProps = {
  /** Where the row leads: the message opened beside (or, on phones, instead of) the list. */
  href: string;
  /** The app's link component (e.g. a router Link wrapper). */
  linkComponent?: LinkComponent;
  /** Who sent it; bold while unread. Cut with an ellipsis when long. */
  title: ReactNode;
  /** At the title's other end, e.g. a `<time>` saying when it arrived. */
  meta: ReactNode;
  /** The second line, e.g. the sender's e-mail. */
  subtitle: ReactNode;
  /** At the second line's other end, e.g. who owns the message. */
  aside?: ReactNode;
  /** The first line of the message. */
  excerpt: ReactNode;
  /** A status `Badge` after the excerpt. */
  badge?: ReactNode;
  /** The message open now: highlighted and `aria-current`. */
  current?: boolean;
  /** Unread: a dot before a bold title (seen without telling colours apart), and `unreadLabel` for screen readers. */
  unread?: boolean;
  /**
   * Said before the title of an unread row.
   * @default 'Unread'
   */
  unreadLabel?: string;
};

/** One message in an inbox list: a link of at least 44 px showing sender, time, address, first line and status. */
export function MessageRow({
  href,
  linkComponent,
  title,
  meta,
  subtitle,
  aside,
  excerpt,
  badge,
  current = false,
  unread = false,
  unreadLabel = 'Unread',
}: MessageRowProps) {
  return (
    <AnyLink
      href={href}
      linkComponent={linkComponent}
      className={styles.row}
      aria-current={current ? 'true' : undefined}
      data-unread={unread ? 'true' : undefined}
    >
      <span className={styles.top}>
        <span className={styles.title}>
          {unread ? (
            <>
              <span className={styles.unreadDot} aria-hidden="true" data-unread-marker="" />
              <VisuallyHidden>{unreadLabel}: </VisuallyHidden>
            </>
          ) : null}
          {title}
        </span>
        <span className={styles.meta}>{meta}</span>
      </span>
      {aside ? (
        <span className={styles.top}>
          <span className={styles.detail}>{subtitle}</span>
          <span className={styles.aside}>{aside}</span>
        </span>
      ) : (
        <span className={styles.detail}>{subtitle}</span>
      )}
      <span className={styles.bottom}>
        <span className={styles.detail}>{excerpt}</span>
        {badge}
      </span>
    </AnyLink>
  );
}
