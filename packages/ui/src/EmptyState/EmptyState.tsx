import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { emptyState } from './EmptyState.css';

export type EmptyStateProps = ElementProps & {
  /**
   * `p` for a single sentence, `div` when a notice and an action follow each other.
   * @default 'p'
   */
  as?: 'p' | 'div';
  /** What the place would show, and why it shows nothing (or what failed, and a way to retry). */
  children: ReactNode;
};

/** The quiet content of a list or pane with nothing to show: a line of text, maybe an action. */
export function EmptyState({ as = 'p', className, children, ...props }: EmptyStateProps) {
  const Tag = as as ElementType;
  return (
    <Tag {...props} className={className ? `${emptyState} ${className}` : emptyState}>
      {children}
    </Tag>
  );
}
