import { useId, type ElementType, type ReactNode } from 'react';
import type { GapStep } from '../Stack/Stack.css';
import type { ElementProps } from '../internal/polymorphic';
import * as styles from './Panel.css';

export type PanelProps = ElementProps & {
  /** Element to render: `section` for a labelled pane, `form` for a sign-in card. */
  as?: ElementType;
  /**
   * Inner padding: `none` for a list whose rows run to the edges, `md` 20 px, `lg` 24 px.
   * @default 'lg'
   */
  padding?: 'none' | 'md' | 'lg';
  /** Space between children as a step of the 4 px scale; when given, the children form one column. */
  gap?: GapStep;
  /** A small heading first in the panel, which then is named by it (`aria-labelledby`). */
  title?: ReactNode;
  /**
   * Level of that heading, to fit the page outline.
   * @default 'h2'
   */
  titleAs?: 'h2' | 'h3';
  /** With `as="form"`: leave validation to the app's own messages. */
  noValidate?: boolean;
  /** Panel content. */
  children?: ReactNode;
};

/** A flat working surface for staff tools: hairline border and radius, no shadow and no decoration. */
export function Panel({
  as: Tag = 'div',
  padding,
  gap,
  title,
  titleAs: Title = 'h2',
  className,
  children,
  ...props
}: PanelProps) {
  const titleId = useId();
  const classes = [styles.panel({ padding }), gap === undefined ? '' : styles.gap[gap], className]
    .filter(Boolean)
    .join(' ');
  return (
    <Tag aria-labelledby={title ? titleId : undefined} {...props} className={classes}>
      {title ? (
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      ) : null}
      {children}
    </Tag>
  );
}
