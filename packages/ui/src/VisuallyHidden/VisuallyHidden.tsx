import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLElement> & {
  /** Text (or content) that screen readers announce but sighted users do not see. */
  children: ReactNode;
  /**
   * Element to render. Defaults to `span` so it fits inside buttons, links and headings.
   * @default 'span'
   */
  as?: ElementType;
};

/** Content for assistive technology only: hidden visually, kept in the accessibility tree. */
export function VisuallyHidden({
  as: Tag = 'span',
  className,
  children,
  ...props
}: VisuallyHiddenProps) {
  return (
    <Tag {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden}>
      {children}
    </Tag>
  );
}
