import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './LedgerList.css';

export interface LedgerRow {
  title: string;
  /** Text (a paragraph), or richer content (set in a block of its own: lists, several paragraphs). */
  description: ReactNode;
  /** A decorative line icon beside the title. */
  icon?: ReactNode;
}

export type LedgerListProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  rows: readonly LedgerRow[];
  /**
   * Heading level of each title, to fit the page outline.
   * @default 'h3'
   */
  headingAs?: 'h3' | 'h4';
  /**
   * Number the rows (01, 02…) in the margin.
   * @default true
   */
  numbered?: boolean;
};

/**
 * A ledger: rows between hairlines, each a title set large beside its text (stacked on phones). A dense, typographic
 * alternative to a grid of cards, for a short list read top to bottom (values, principles).
 */
export function LedgerList({
  rows,
  headingAs: HeadingTag = 'h3',
  numbered = true,
  className,
  ...props
}: LedgerListProps) {
  return (
    <ul {...props} className={className ? `${styles.list} ${className}` : styles.list}>
      {rows.map((row, index) => (
        <li key={row.title} className={styles.row}>
          <div className={styles.term}>
            {numbered ? (
              <span className={styles.index} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : null}
            {row.icon ? (
              <span className={styles.icon} aria-hidden="true">
                {row.icon}
              </span>
            ) : null}
            <HeadingTag className={styles.title}>{row.title}</HeadingTag>
          </div>
          {typeof row.description === 'string' ? (
            <p className={styles.description}>{row.description}</p>
          ) : (
            <div className={styles.description}>{row.description}</div>
          )}
        </li>
      ))}
    </ul>
  );
}
