import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { container } from './Container.css';

export type ContainerProps = ElementProps & {
  /**
   * Element to render (e.g. `main`, `header`, `footer`).
   * @default 'div'
   */
  as?: ElementType;
  /**
   * Content width: `lg` is the 1200 px page grid; `md`/`sm` suit long text; `full` only keeps the gutters.
   * @default 'lg'
   */
  size?: 'sm' | 'md' | 'lg' | 'full';
  /** Content to centre. */
  children?: ReactNode;
};

/** Centres content at a maximum width with fluid side gutters (≈20 px on phones, 32 px on desktop). */
export function Container({
  as: Tag = 'div',
  size,
  className,
  children,
  ...props
}: ContainerProps) {
  const cls = container({ size });
  return (
    <Tag {...props} className={className ? `${cls} ${className}` : cls}>
      {children}
    </Tag>
  );
}
