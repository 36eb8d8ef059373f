import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../utils/polymorphic';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { GapStep } from '../Stack/Stack.css';
import {
  autoFill,
  columnGap as columnGapClass,
  columnsAt,
  gapAt,
  grid,
  minItemWidthVar,
  split as splitClass,
  splitVar,
  type ColumnCount,
} from './Grid.css';

/** Column counts from a breakpoint on (640, 768, 1024 px); one column below the first one given. */
export type ResponsiveColumns = { sm?: ColumnCount; md?: ColumnCount; lg?: ColumnCount };

/** A gap, and wider ones from 768 / 1024 px on. */
export type ResponsiveGap = { base: GapStep; md?: GapStep; lg?: GapStep };

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
  const preset = typeof columns === 'object' || minItemWidth || split ? 1 : columns;
  const perBreakpoint = typeof columns === 'object' ? columns : {};
  const gaps: Partial<ResponsiveGap> = typeof gap === 'object' ? gap : { base: gap };
  const classes = [
    grid({ columns: preset, gap: gaps.base, align }),
    ...(['sm', 'md', 'lg'] as const).map((name) => {
      const count = perBreakpoint[name];
      return count ? columnsAt[name][count] : '';
    }),
    gaps.md === undefined ? '' : gapAt.md[gaps.md],
    gaps.lg === undefined ? '' : gapAt.lg[gaps.lg],
    columnGap === undefined ? '' : columnGapClass[columnGap],
    split ? splitClass : '',
    minItemWidth ? autoFill : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const inlineVars = {
    ...(minItemWidth ? { [minItemWidthVar]: minItemWidth } : {}),
    ...(split ? { [splitVar]: split.map((part) => `minmax(0, ${part}fr)`).join(' ') } : {}),
  };
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      role={isList ? 'list' : undefined}
      {...props}
      className={classes}
      style={
        Object.keys(inlineVars).length > 0 ? { ...style, ...assignInlineVars(inlineVars) } : style
      }
    >
      {children}
    </Tag>
  );
}
