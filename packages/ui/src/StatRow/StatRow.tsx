import type { ReactNode } from 'react';
import { StatTile } from '../StatTile/StatTile';
import * as styles from './StatRow.css';

export type StatRowItem = {
  /** The figure: "500+", "Same-Day". */
  value: string;
  /** What it counts; also the item's key, so labels are unique within a row. */
  label: string;
  /** What the figure applies to, when promises sit side by side. */
  description?: ReactNode;
};

export type StatRowProps = {
  /** The headline figures, in reading order (four fill a row on wide screens). */
  stats: readonly StatRowItem[];
  /**
   * `compact`: smaller figures and padding, for tiles that each carry a description.
   * @default 'fit'
   */
  size?: 'fit' | 'compact';
  /**
   * Columns on wide screens: `4` in a row, or `2` (2 × 2) for a row set in a narrow column beside other content.
   * Phones always show 2 × 2.
   * @default 4
   */
  wideColumns?: 2 | 4;
  /**
   * `tiles`: each figure on a card; `strip`: bare figures along a hairline, for a row that should read as part of
   * the page's type rather than as boxes (the home hero).
   * @default 'tiles'
   */
  variant?: 'tiles' | 'strip';
  className?: string;
};

/** Headline figures as a list: four in a row on wide screens (or 2 × 2), 2 × 2 on phones; figures never wrap. */
export function StatRow({
  stats,
  size = 'fit',
  wideColumns = 4,
  variant = 'tiles',
  className,
}: StatRowProps) {
  const cls = [
    styles.row,
    wideColumns === 4 && styles.fourOnWide,
    variant === 'strip' && styles.strip,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // Safari drops the list role of a list without bullets unless it is stated.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={cls}>
      {stats.map((stat) => (
        <StatTile
          key={stat.label}
          as="li"
          value={stat.value}
          label={stat.label}
          description={stat.description}
          size={size}
          framed={variant === 'tiles'}
          className={variant === 'strip' ? styles.stripItem : undefined}
        />
      ))}
    </ul>
  );
}
