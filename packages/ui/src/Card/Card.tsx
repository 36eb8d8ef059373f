import type { ElementType, ReactNode } from 'react';
import { stack, type GapStep } from '../Stack/Stack.css';
import type { ElementProps } from '../internal/polymorphic';
import { card } from './Card.css';

export type CardProps = ElementProps & {
  /** Element to render: `article` for self-contained items, `li` inside a list grid. */
  as?: ElementType;
  /**
   * Inner padding (fluid).
   * @default 'md'
   */
  padding?: 'sm' | 'md' | 'lg';
  /**
   * Surface: `default` (a step above the page), `raised` (lighter, with shadow), `outline` (border only).
   * @default 'default'
   */
  tone?: 'default' | 'raised' | 'outline';
  /** Space between the card's children, as a step of the 4 px scale (as on `Stack`); none by default. */
  gap?: GapStep;
  /** Card content. */
  children?: ReactNode;
};

/** The plain card surface the card family is built on: hairline border, medium radius, fluid padding. */
export function Card({
  as: Tag = 'div',
  padding,
  tone,
  gap,
  className,
  children,
  ...props
}: CardProps) {
  // The content is a flex column already: the gap is Stack's own class, so the stylesheet holds each step once.
  const cls = [
    card({ padding, tone }),
    gap !== undefined && stack.classNames.variants.gap[gap],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag {...props} className={cls}>
      {children}
    </Tag>
  );
}
