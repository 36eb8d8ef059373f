import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

export type BadgeProps = {
  /** The status in words: colour is never the only signal. */
  children: ReactNode;
  /**
   * Colour of the badge.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  className?: string;
};

/** A small status label (text plus colour), e.g. a submission's status in a list. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <span
      className={[styles.badge, styles.tone[tone], className].filter(Boolean).join(' ')}
      data-tone={tone}
    >
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
}
