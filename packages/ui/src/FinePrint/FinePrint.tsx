import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { finePrint } from './FinePrint.css';

export type FinePrintProps = Omit<ElementProps, 'children'> & {
  /**
   * `span` inside a toolbar row, `p` as a line of its own.
   * @default 'span'
   */
  as?: 'span' | 'p';
  /** The secondary fact, e.g. "Signed in as ada@example.com"; long addresses wrap anywhere. */
  children: ReactNode;
};

/** A small, secondary line beside or under the main content of a tool's screen (who is signed in). */
export function FinePrint({ as = 'span', className, children, ...props }: FinePrintProps) {
  const Tag = as as ElementType;
  return (
    <Tag {...props} className={className ? `${finePrint} ${className}` : finePrint}>
      {children}
    </Tag>
  );
}
