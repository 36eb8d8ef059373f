import type { HTMLAttributes } from 'react';
import * as styles from './ChipList.css';

export type ChipListProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** The chips' texts, in order (technologies, methods, focus areas); each is a list item. */
  items: readonly string[];
};

/** A wrapping row of small pill-shaped labels, read as a list. */
export function ChipList({ items, className, ...props }: ChipListProps) {
  return (
    // Safari drops the list role of a list without bullets unless it is stated.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" {...props} className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.chip}>
          {item}
        </li>
      ))}
    </ul>
  );
}
