import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import type { NavLinkItem } from '../internal/nav';
import * as styles from './SiteFooter.css';

/** A titled group of footer links, rendered as a navigation landmark named by its title. */
export interface SiteFooterColumn {
  /** Heading of the column; also names its navigation landmark. */
  title: string;
  /** The column's links. */
  links: readonly NavLinkItem[];
}

export interface SiteFooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /** The brand (logo or wordmark) at the start of the footer. */
  brand?: ReactNode;
  /** When given, the brand links here (e.g. "/"). */
  brandHref?: string;
  /** Accessible name of the brand link when the brand has no text of its own. */
  brandLabel?: string;
  /** Short text under the brand. */
  tagline?: ReactNode;
  /** Link columns, e.g. the site map. */
  columns?: readonly SiteFooterColumn[];
  /** Extra columns or content, placed after `columns`. */
  children?: ReactNode;
  /** The contact block (e-mail, phone, addresses); rendered inside an `address` element. */
  contact?: ReactNode;
  /**
   * Heading of the contact block.
   * @default 'Contact'
   */
  contactTitle?: string;
  /** Copyright text for the bottom bar, e.g. "© 2025 Agency. All rights reserved." */
  copyright?: ReactNode;
  /** Legal links in the bottom bar (privacy, terms, refunds). */
  legalLinks?: readonly NavLinkItem[];
  /**
   * Accessible name of the legal links' navigation landmark.
   * @default 'Legal'
   */
  legalLabel?: string;
  /**
   * Level of the column and contact headings.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** The app's link component (e.g. a router Link wrapper); defaults to a plain anchor. */
  linkComponent?: LinkComponent;
  /** Ref to the `footer` element. */
  ref?: Ref<HTMLElement>;
}

/** One link column: a navigation landmark named by its heading. */
function FooterColumn({
  column,
  headingId,
  Heading,
  linkComponent,
}: {
  column: SiteFooterColumn;
  headingId: string;
  Heading: 'h2' | 'h3' | 'h4';
  linkComponent: LinkComponent | undefined;
}) {
  return (
    <nav aria-labelledby={headingId} className={styles.column}>
      <Heading id={headingId} className={styles.heading}>
        {column.title}
      </Heading>
      <ul className={styles.list}>
        {column.links.map((link) => (
          <li key={link.href}>
            <AnyLink href={link.href} linkComponent={linkComponent} className={styles.link}>
              {link.label}
            </AnyLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bottom bar's legal links, a navigation landmark of their own. */
function LegalLinks({
  links,
  label,
  linkComponent,
}: {
  links: readonly NavLinkItem[];
  label: string;
  linkComponent: LinkComponent | undefined;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.legalList}>
        {links.map((link) => (
          <li key={link.href}>
            <AnyLink href={link.href} linkComponent={linkComponent} className={styles.legalLink}>
              {link.label}
            </AnyLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The site footer: brand and tagline, link columns (each a labelled navigation landmark), a
 * contact block, and a bottom bar with the copyright and legal links.
 */
export function SiteFooter({
  brand,
  brandHref,
  brandLabel,
  tagline,
  columns = [],
  children,
  contact,
  contactTitle = 'Contact',
  copyright,
  legalLinks = [],
  legalLabel = 'Legal',
  headingLevel = 2,
  linkComponent,
  className,
  ref,
  ...rest
}: SiteFooterProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const hasBottom = copyright !== undefined || legalLinks.length > 0;

  return (
    <footer {...rest} ref={ref} className={[styles.footer, className].filter(Boolean).join(' ')}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {(brand || tagline) && (
            <div className={styles.brandBlock}>
              {brand &&
                (brandHref ? (
                  <AnyLink
                    href={brandHref}
                    linkComponent={linkComponent}
                    aria-label={brandLabel}
                    className={styles.brand}
                  >
                    {brand}
                  </AnyLink>
                ) : (
                  <div className={styles.brand}>{brand}</div>
                ))}
              {tagline && <p className={styles.tagline}>{tagline}</p>}
            </div>
          )}
          {columns.map((column, i) => (
            <FooterColumn
              key={column.title}
              column={column}
              headingId={`${id}-col-${i}`}
              Heading={Heading}
              linkComponent={linkComponent}
            />
          ))}
          {children}
          {contact && (
            <div className={styles.column}>
              <Heading className={styles.heading}>{contactTitle}</Heading>
              <address className={styles.contact}>{contact}</address>
            </div>
          )}
        </div>
        {hasBottom && (
          <div className={styles.bottom}>
            {copyright !== undefined && <p className={styles.copyright}>{copyright}</p>}
            {legalLinks.length > 0 && (
              <LegalLinks links={legalLinks} label={legalLabel} linkComponent={linkComponent} />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
