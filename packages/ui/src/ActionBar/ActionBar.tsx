import type { ReactNode } from 'react';
import * as styles from './ActionBar.css';

export type ActionBarProps = {
  /** What the bar's actions act on, e.g. "Actions" (a labelled group). */
  label: string;
  /**
   * The buttons, the main one first: on a phone, of an odd number the first takes the whole first row and the others
   * share the next; an even number share rows two by two.
   */
  children: ReactNode;
};

/**
 * The main actions on an open item. Below 1024 px, where the item is a screen of its own, the bar stays at the bottom
 * of the screen while the item's text scrolls under it, within reach of a thumb; beside a list it is a plain row.
 */
export function ActionBar({ label, children }: ActionBarProps) {
  return (
    <div role="group" aria-label={label} className={styles.bar}>
      {children}
    </div>
  );
}
