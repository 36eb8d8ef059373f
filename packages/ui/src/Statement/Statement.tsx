import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Statement.css';

export type StatementProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** What the statement is ("Our Mission"): a small accent heading above it. */
  heading: ReactNode;
  /**
   * The heading element, chosen for the outline.
   * @default 'h2'
   */
  headingAs?: 'h2' | 'h3';
  /** Id of the heading, to label a section with it. */
  headingId?: string;
  /**
   * `display`: set large, the page's one moment of scale (about 45–50 characters a line at 1280 px);
   * `lead`: a quieter companion statement.
   * @default 'display'
   */
  size?: 'display' | 'lead';
  /** The statement itself. */
  children: ReactNode;
};

/**
 * An editorial statement: one sentence or two set in the display face, large, under a small heading that names it.
 * For a page's mission, a belief, a promise; not for running text.
 */
export function Statement({
  heading,
  headingAs: HeadingTag = 'h2',
  headingId,
  size = 'display',
  className,
  children,
  ...props
}: StatementProps) {
  return (
    <div {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      <HeadingTag id={headingId} className={styles.heading}>
        {heading}
      </HeadingTag>
      <p className={styles.text[size]}>{children}</p>
    </div>
  );
}
