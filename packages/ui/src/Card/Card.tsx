import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../utils/polymorphic';
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
  /** Card content. */
  children?: ReactNode;
};

/** The plain card surface the card family is built on: hairline border, medium radius, fluid padding. */
export function Card({ as: Tag = 'div', padding, tone, className, children, ...props }: CardProps) {
  const cls = card({ padding, tone });
  return (
    <Tag {...props} className={className ? `${cls} ${className}` : cls}>
      {children}
    </Tag>
  );
}
