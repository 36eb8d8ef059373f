import { Children, type ReactNode } from 'react';
import * as styles from './MessageList.css';

export type MessageListProps = {
  /** The rows (`MessageRow`s), newest first; each becomes a list item. */
  children: ReactNode;
  /** Below the rows, centred: e.g. a "Load more" button. */
  footer?: ReactNode;
};

/** An inbox's messages as a list of rows that run to the edges of their pane, with an optional footer. */
export function MessageList({ children, footer }: MessageListProps) {
  return (
    <>
      {/* Safari drops the list role of a list without bullets unless it is stated. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.list}>
        {Children.map(children, (row) => (
          <li>{row}</li>
        ))}
      </ul>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </>
  );
}
