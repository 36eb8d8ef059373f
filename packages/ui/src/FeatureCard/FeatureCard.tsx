import { useId, useState, type ElementType, type FocusEvent, type ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { AnyLink } from '../internal/AnyLink';
import { ArrowRightIcon } from '../internal/Icons';
import { Text } from '../Text/Text';
import { isExternalHref, type LinkComponent } from '../internal/link';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './FeatureCard.css';

export type FeatureCardProps = Omit<ElementProps, 'title'> & {
  /**
   * Element to render: `article` for standalone cards, `li` inside a list grid.
   * @default 'article'
   */
  as?: ElementType;
  /** Decorative icon (e.g. an inline SVG with `aria-hidden`); it lights up on hover and focus. */
  icon?: ReactNode;
  /** Card title. */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 'h3'
   */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** Short description under the title. */
  description?: ReactNode;
  /** Optional link at the bottom of the card (e.g. the service detail page). */
  href?: string;
  /**
   * Visible text of that link. The title is added for screen readers ("Learn More: Development").
   * @default 'Learn More'
   */
  linkLabel?: string;
  /** The app's link component for internal hrefs. */
  linkComponent?: LinkComponent;
  /** Extra content between the description and the link (lists, an expandable panel...). */
  children?: ReactNode;
  /** Content pinned to the bottom of the card, after the link (e.g. more actions). */
  footer?: ReactNode;
};

/**
 * A service/feature card: icon, title, description and an optional link. While the card is hovered
 * or anything inside it has focus it carries `data-highlighted="true"`, which lights up the icon and
 * the border.
 */
export function FeatureCard({
  as = 'article',
  icon,
  title,
  headingAs = 'h3',
  description,
  href,
  linkLabel = 'Learn More',
  linkComponent,
  children,
  footer,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: FeatureCardProps) {
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  return (
    <Card
      as={as}
      aria-labelledby={as === 'article' ? titleId : undefined}
      {...props}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-highlighted={hovered || focused ? 'true' : 'false'}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        // Focus moving between elements inside the card keeps it lit.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        onBlur?.(event);
      }}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <Heading as={headingAs} size="xl" id={titleId}>
          {title}
        </Heading>
        {description ? <Text>{description}</Text> : null}
      </div>
      {children}
      {href || footer ? (
        <div className={styles.footer}>
          {href ? (
            <AnyLink href={href} linkComponent={linkComponent} className={styles.link}>
              {linkLabel}
              {typeof title === 'string' ? <VisuallyHidden>: {title}</VisuallyHidden> : null}
              {isExternalHref(href) ? null : <ArrowRightIcon className={styles.linkArrow} />}
            </AnyLink>
          ) : null}
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
