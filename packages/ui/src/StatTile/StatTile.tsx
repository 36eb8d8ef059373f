import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import * as styles from './StatTile.css';

export type StatTileProps = Omit<ElementProps, 'children'> & {
  /** The figure, shown in big numerals: "500+", "99.9%", "2.3x". */
  value: ReactNode;
  /** What the figure counts: "Satisfied clients". Read right after the value. */
  label: ReactNode;
  /** Optional line of context under the label. */
  description?: ReactNode;
  /**
   * Element to render; use `li` inside a `Grid as="ul"`.
   * @default 'div'
   */
  as?: 'div' | 'li';
  /**
   * `accent` paints the value with the accent gradient; `default` uses the primary text colour.
   * @default 'accent'
   */
  tone?: 'accent' | 'default';
  /**
   * Alignment of value and label.
   * @default 'start'
   */
  align?: 'start' | 'center';
  /**
   * Draw the tile on a card surface (default) or bare.
   * @default true
   */
  framed?: boolean;
  /**
   * `fit` scales the figure with the screen and keeps it on one line, for four tiles in a row; `compact` does the
   * same with a smaller figure and padding, for a row of tiles that each say what their promise covers.
   * @default 'default'
   */
  size?: 'default' | 'fit' | 'compact';
};

/** A key figure with its label, e.g. "98%  On-time delivery". Value and label read as one phrase. */
export function StatTile({
  value,
  label,
  description,
  as = 'div',
  tone,
  align,
  framed,
  size,
  className,
  ...props
}: StatTileProps) {
  const cls = styles.root({ align, framed, size });
  const Tag = as as ElementType;
  return (
    <Tag {...props} className={className ? `${cls} ${className}` : cls}>
      <p className={styles.value({ tone, size })}>{value}</p>
      <p className={styles.label}>{label}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
    </Tag>
  );
}
