import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { eyebrow } from './Eyebrow.css';

export type EyebrowProps = Omit<ElementProps, 'children'> & {
  /**
   * Element to render: `p` above a heading, `span` inline.
   * @default 'p'
   */
  as?: 'p' | 'span' | 'div';
  /** The short label, e.g. "Our Services". */
  children: ReactNode;
};

/** A small uppercase accent label that introduces a heading. It is text, not a heading itself. */
export function Eyebrow({ as = 'p', className, children, ...props }: EyebrowProps) {
  const Tag = as as ElementType;
  return (
    <Tag {...props} className={className ? `${eyebrow} ${className}` : eyebrow}>
      {children}
    </Tag>
  );
}
