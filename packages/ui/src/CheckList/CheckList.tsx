import type { HTMLAttributes } from 'react';
import { Grid } from '../Grid/Grid';
import * as styles from './CheckList.css';

export type CheckListProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  /** The points, in order (what a service includes, who it is for); each is a list item. */
  items: readonly string[];
  /**
   * `compact` for dense lists inside cards.
   * @default 'default'
   */
  size?: 'default' | 'compact';
  /**
   * Two columns from 768 px.
   * @default 1
   */
  columns?: 1 | 2;
};

/** A list whose items each open with an accent check mark drawn in CSS (no icon, no script). */
export function CheckList({
  items,
  size = 'default',
  columns = 1,
  className,
  ...props
}: CheckListProps) {
  return (
    <Grid
      as="ul"
      {...props}
      columns={columns}
      gap={size === 'compact' ? 2 : 3}
      columnGap={columns === 2 ? 8 : undefined}
      className={className ? `${styles.size[size]} ${className}` : styles.size[size]}
    >
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {item}
        </li>
      ))}
    </Grid>
  );
}
