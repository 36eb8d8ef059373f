import { Fragment, type ReactNode } from 'react';
import * as styles from './MetaList.css';

export type MetaListItem = {
  /** What the value is: "E-mail", "Received". */
  term: string;
  /** The value; long addresses and user agents wrap anywhere. Links inside take the accent colour. */
  detail: ReactNode;
};

export type MetaListProps = {
  /** The facts, in reading order; each term is also its key, so terms are unique. */
  items: readonly MetaListItem[];
  className?: string;
};

/** A record's facts as a description list: terms in a narrow column, values beside them. */
export function MetaList({ items, className }: MetaListProps) {
  return (
    <dl className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <Fragment key={item.term}>
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
