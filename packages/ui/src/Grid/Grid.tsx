import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { GapStep } from '../Stack/Stack.css';
import * as styles from './Grid.css';

type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6;
/** Column counts from a breakpoint on (640, 768, 1024 px); one column below the first one given. */
export type ResponsiveColumns = { sm?: ColumnCount; md?: ColumnCount; lg?: ColumnCount };

/** A gap, and wider ones from 768 / 1024 px on. */
type ResponsiveGap = { base: GapStep; md?: GapStep; lg?: GapStep };

export type GridProps = ElementProps & {
  /** Element to render. `ul`/`ol` keep list semantics (`role="list"`) without bullets. */
  as?: ElementType;
  /**
   * Columns on wide screens: 1 on phones, 2 from 768 px, then this many from 1024 px (4: 2 from 640 px, 4 from
   * 1024 px). Or the count per breakpoint: `{ md: 2, lg: 6 }`.
   * @default 3
   */
  columns?: 1 | 2 | 3 | 4 | ResponsiveColumns;
  /** Instead of fixed columns: fit as many columns as leave each item at least this wide (e.g. `'18rem'`). */
  minItemWidth?: string;
  /**
   * Instead of fixed columns: one column, then from 1024 px two columns in this ratio (`[7, 5]`: 7fr and 5fr).
   */
  split?: readonly [number, number];
  /**
   * Space between cells, as a step of the 4 px scale (6 = 24 px); or a wider gap from a breakpoint on:
   * `{ base: 8, lg: 16 }`.
   * @default 6
   */
  gap?: GapStep | ResponsiveGap;
  /** Space between columns when it differs from the space between rows. */
  columnGap?: GapStep;
  /** Vertical alignment of items within their row; `stretch` gives equal-height cards. */
  align?: 'stretch' | 'start' | 'center';
  /** The cells (use `li` children when `as="ul"`). */
  children?: ReactNode;
};

/**
 * A responsive grid for cards and tiles: 1 / 2 / 3 columns, counts per breakpoint, a two-column split, or auto-fill
 * by a minimum item width.
 */
export function Grid({
  as: Tag = 'div',
  columns,
  minItemWidth,
  split,
  gap,
  columnGap,
  align,
  className,
  style,
  children,
  ...props
}: GridProps) {
  const responsive = typeof columns === 'object' ? columns : undefined;
  const gaps: Partial<ResponsiveGap> = typeof gap === 'object' ? gap : { base: gap };
  const classes = [
    styles.grid({
      columns: responsive || minItemWidth || split ? 1 : (columns as 1 | 2 | 3 | 4 | undefined),
      gap: gaps.base,
      align,
    }),
    responsive && styles.responsiveColumns,
    gaps.md !== undefined && styles.gapAt.md[gaps.md],
    gaps.lg !== undefined && styles.gapAt.lg[gaps.lg],
    columnGap !== undefined && styles.columnGap[columnGap],
    split && styles.split,
    minItemWidth && styles.autoFill,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const inline: Record<string, string> = {};
  if (minItemWidth) inline[styles.minItemWidthVar] = minItemWidth;
  if (split) inline[styles.splitVar] = split.map((part) => `minmax(0, ${part}fr)`).join(' ');
  for (const name of ['sm', 'md', 'lg'] as const) {
    if (responsive?.[name]) inline[styles.columnsVar[name]] = String(responsive[name]);
  }
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      role={isList ? 'list' : undefined}
      {...props}
      className={classes}
      style={Object.keys(inline).length > 0 ? { ...style, ...assignInlineVars(inline) } : style}
    >
      {children}
    </Tag>
  );
}
