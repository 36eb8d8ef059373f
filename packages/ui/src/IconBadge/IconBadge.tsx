import type { ReactNode } from 'react';
import * as styles from './IconBadge.css';

export type IconBadgeProps = {
  /** The line icon (an inline SVG sized `1em`); it is decoration, so the badge hides it from assistive technology. */
  children: ReactNode;
  className?: string;
};

/** A small accent-tinted square holding an icon, beside or above a card's heading. */
export function IconBadge({ children, className }: IconBadgeProps) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge} aria-hidden="true">
      {children}
    </span>
  );
}
