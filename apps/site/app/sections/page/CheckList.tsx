import * as styles from './page.css';
import { keepListSemantics } from '../shared/listSemantics';

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
    <ul
      className={[styles.checkList, styles.checkListSize[size], styles.checkListColumns[columns], className]
        .filter(Boolean)
        .join(' ')}
      {...keepListSemantics}
    >
      {items.map((item) => (
        <li key={item} className={styles.checkItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}
