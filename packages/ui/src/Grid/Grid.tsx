import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../utils/polymorphic';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { GapStep } from '../Stack/Stack.css';
import { autoFill, grid, minItemWidthVar } from './Grid.css';

export type GridProps = ElementProps & {
  /** Element to render. `ul`/`ol` keep list semantics (`role="list"`) without bullets. */
  as?: ElementType;
  /**
   * Columns on wide screens: 1 on phones, 2 from 768 px, then this many from 1024 px.
   * @default 3
   */
  columns?: 1 | 2 | 3 | 4;
  /** Instead of fixed columns: fit as many columns as leave each item at least this wide (e.g. `'18rem'`). */
  minItemWidth?: string;
  /**
   * Space between cells, as a step of the 4 px scale (6 = 24 px).
   * @default 6
   */
  gap?: GapStep;
  /** Vertical alignment of items within their row; `stretch` gives equal-height cards. */
  align?: 'stretch' | 'start' | 'center';
  /** The cells (use `li` children when `as="ul"`). */
  children?: ReactNode;
};

/** A responsive grid for cards and tiles: 1 / 2 / 3 columns, or auto-fill by a minimum item width. */
export function Grid({
  as: Tag = 'div',
  columns,
  minItemWidth,
  gap,
  align,
  className,
  style,
  children,
  ...props
}: GridProps) {
  const classes = [
    grid({ columns: minItemWidth ? 1 : columns, gap, align }),
    minItemWidth ? autoFill : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      role={isList ? 'list' : undefined}
      {...props}
      className={classes}
      style={
        minItemWidth
          ? { ...style, ...assignInlineVars({ [minItemWidthVar]: minItemWidth }) }
          : style
      }
    >
      {children}
    </Tag>
  );
}
