import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { stack, type GapStep } from './Stack.css';

export type StackProps = ElementProps & {
  /** Element to render. `ul`/`ol` keep list semantics (`role="list"`) without bullets. */
  as?: ElementType;
  /**
   * Space between children, as a step of the 4 px scale (4 = 16 px).
   * @default 4
   */
  gap?: GapStep;
  /**
   * `column` stacks vertically; `row` lays out inline and wraps on narrow screens.
   * @default 'column'
   */
  direction?: 'column' | 'row';
  /** Cross-axis alignment. */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Main-axis distribution. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Items to space out. */
  children?: ReactNode;
};

/** Even spacing between children, vertically or as a wrapping row. */
export function Stack({
  as: Tag = 'div',
  gap,
  direction,
  align,
  justify,
  className,
  children,
  ...props
}: StackProps) {
  const cls = stack({ gap, direction, align, justify });
  const isList = Tag === 'ul' || Tag === 'ol';
  return (
    <Tag
      role={isList ? 'list' : undefined}
      {...props}
      className={className ? `${cls} ${className}` : cls}
    >
      {children}
    </Tag>
  );
}
