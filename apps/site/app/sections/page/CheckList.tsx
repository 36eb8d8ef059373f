import { Grid } from '@agency/ui';
import * as styles from './CheckList.css';

export interface CheckListProps {
  items: readonly string[];
  /** `compact` for dense lists inside cards. */
  size?: 'default' | 'compact';
  /** Two columns from 768 px. */
  columns?: 1 | 2;
  className?: string;
}

/** A bulleted list with accent check marks drawn in CSS (no icon JS). */
export function CheckList({ items, size = 'default', columns = 1, className }: CheckListProps) {
  return (
    <Grid
      as="ul"
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
