import type { ReactNode } from 'react';
import * as styles from './ToolPage.css';

export type ToolPageProps = {
  /**
   * `narrow` for a screen of its own (sign-in, no access); `wide` for the working screen (up to 1440 px, 15 px type).
   * @default 'wide'
   */
  width?: 'narrow' | 'wide';
  /** The heading, then the screen's content. */
  children: ReactNode;
};

/** The frame of a staff tool's screen: centred, with the page gutters; no decoration. */
export function ToolPage({ width = 'wide', children }: ToolPageProps) {
  return <div className={styles.page[width]}>{children}</div>;
}
