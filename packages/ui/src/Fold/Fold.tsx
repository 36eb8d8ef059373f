import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { SvgIcon } from '../SvgIcon/SvgIcon';
import * as styles from './Fold.css';

export interface FoldProps extends Omit<ComponentPropsWithoutRef<'details'>, 'children' | 'open'> {
  /** The toggle's text on narrow screens, e.g. "6 prices from $500". Say what it opens; it is a button. */
  summary: ReactNode;
  /** What folds away on narrow screens and is always shown on wide ones. */
  children: ReactNode;
  /**
   * Whether it starts open on narrow screens; the visitor's toggling is the browser's own after that.
   * @default false
   */
  defaultOpen?: boolean;
  /** Ref to the `details` element. */
  ref?: Ref<HTMLDetailsElement>;
}

/**
 * Long content folded behind a toggle on phones and tablets, always open from the `lg` breakpoint, where the toggle
 * is not drawn. A native `<details>`: it works before and without JavaScript, keeps no state of its own in React and
 * opens for the browser's find-in-page. Browsers without `::details-content` keep the toggle on wide screens too.
 */
export function Fold({ summary, children, defaultOpen, className, ref, ...rest }: FoldProps) {
  return (
    <details
      {...rest}
      ref={ref}
      open={defaultOpen || undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <summary className={styles.summary}>
        <span>{summary}</span>
        <SvgIcon width={18} height={18} strokeWidth={1.75} className={styles.chevron}>
          <path d="m6 9 6 6 6-6" />
        </SvgIcon>
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
