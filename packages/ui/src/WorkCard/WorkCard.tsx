import type { HTMLAttributes, ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import { ArrowRightIcon } from '../internal/Icons';
import type { LinkComponent } from '../internal/link';
import * as styles from './WorkCard.css';

export type WorkCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /**
   * Element to render: `article` on its own, `li` in a list grid.
   * @default 'article'
   */
  as?: 'article' | 'li';
  /** The work itself, on top: a `Picture` of a detail of the product, cropped to fill the frame. */
  visual: ReactNode;
  /** Whose work it is, above the title ("Harbor Ledger · Fintech"). */
  meta?: ReactNode;
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 'h3'
   */
  headingAs?: 'h2' | 'h3' | 'h4';
  description?: ReactNode;
  /** More content under the description (a list of features). */
  children?: ReactNode;
  /** The link that closes the card, to the whole story. */
  link?: { href: string; label: string };
  /** The app's link component for internal hrefs. */
  linkComponent?: LinkComponent;
};

/**
 * A card that leads with the work: a product detail filling the top of the card, then the title, text and a link to
 * the whole story. In a grid, cards of a row share their height and their links line up at the bottom.
 */
export function WorkCard({
  as: Tag = 'article',
  visual,
  meta,
  title,
  headingAs: HeadingTag = 'h3',
  description,
  children,
  link,
  linkComponent,
  className,
  ...props
}: WorkCardProps) {
  return (
    <Tag {...props} className={className ? `${styles.card} ${className}` : styles.card}>
      <div className={styles.visual}>{visual}</div>
      <div className={styles.body}>
        {meta ? <p className={styles.meta}>{meta}</p> : null}
        <HeadingTag className={styles.title}>{title}</HeadingTag>
        {description ? <p className={styles.description}>{description}</p> : null}
        {children}
        {link ? (
          <AnyLink href={link.href} linkComponent={linkComponent} className={styles.link}>
            {link.label}
            <ArrowRightIcon className={styles.arrow} />
          </AnyLink>
        ) : null}
      </div>
    </Tag>
  );
}
