import type { ElementType, ReactNode } from 'react';
import type { ElementProps } from '../internal/polymorphic';
import { Card } from '../Card/Card';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import * as styles from './InfoCard.css';

export type InfoCardProps = Omit<ElementProps, 'title'> & {
  /** Element to render; use `li` inside a list grid. */
  as?: ElementType;
  /** Decorative icon (inline SVG with `aria-hidden`). */
  icon?: ReactNode;
  /**
   * Where the icon sits: before the text, or, from 1024 px, small in the top corner, so the text has the card's full
   * width (an e-mail address on one line when four cards share a row).
   * @default 'start'
   */
  iconPlacement?: 'start' | 'corner';
  /** Short label, e.g. "Email" or "Response time". */
  title: ReactNode;
  /**
   * Heading level of the title.
   * @default 'h3'
   */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** The information itself: an address, a phone number, "Within 24 hours". */
  children: ReactNode;
  /** Turns the content into a link (`mailto:`, `tel:`, a map URL...). Absolute http(s) URLs open in a new tab. */
  href?: string;
  /** The app's link component for internal hrefs. */
  linkComponent?: LinkComponent;
};

/** A compact card for a contact detail or a fact: icon, small heading, content that can be a link. */
export function InfoCard({
  as,
  icon,
  iconPlacement,
  title,
  headingAs: HeadingTag = 'h3',
  children,
  href,
  linkComponent,
  className,
  ...props
}: InfoCardProps) {
  return (
    <Card as={as} {...props} className={className ? `${styles.root} ${className}` : styles.root}>
      {icon ? (
        <span
          className={
            iconPlacement === 'corner' ? `${styles.icon} ${styles.cornerIcon}` : styles.icon
          }
          aria-hidden="true"
        >
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <HeadingTag className={styles.title}>{title}</HeadingTag>
        <div className={styles.content}>
          {href ? (
            <AnyLink href={href} linkComponent={linkComponent} className={styles.link}>
              {children}
            </AnyLink>
          ) : (
            children
          )}
        </div>
      </div>
    </Card>
  );
}
