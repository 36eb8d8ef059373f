import { ButtonLink, SiteFooter, SiteHeader } from '@agency/ui';
import { RouterLink } from '~/components/RouterLink';
import type { RootData } from './root-data';
import { Wordmark } from './Wordmark';
import * as styles from './SiteChrome.css';

/**
 * Fixed header: logo wordmark → '/', the six main links with the current one marked
 * (`aria-current`), the "Start a project" action, opaque with a blur past 50 px of scroll, and a
 * full-screen menu below `md` (which lists the action too).
 */
export function Header({ data, pathname }: { data: RootData; pathname: string }) {
  const { copy } = data;
  return (
    <SiteHeader
      logo={<Wordmark name={data.company.name} />}
      logoLabel={copy.logoLabel}
      links={data.navigation}
      currentPath={pathname}
      threshold={50}
      linkComponent={RouterLink}
      actions={
        <ButtonLink href={data.headerAction.href} linkComponent={RouterLink} size="sm">
          {data.headerAction.label}
        </ButtonLink>
      }
      navLabel={copy.mainNavLabel}
      menuLabels={{
        label: copy.mobileNavLabel,
        openLabel: copy.openMenuLabel,
        closeLabel: copy.closeMenuLabel,
      }}
    />
  );
}

/**
 * Footer: tagline, site map, contact block (both e-mails, phone, both Indiana addresses),
 * © year and the privacy / terms / refund links.
 */
export function Footer({ data }: { data: RootData }) {
  const { company, copy } = data;
  return (
    <SiteFooter
      brand={<Wordmark name={company.name} />}
      brandHref="/"
      brandLabel={copy.logoLabel}
      tagline={company.tagline}
      columns={[{ title: copy.footer.siteMapHeading, links: data.footerSiteMap }]}
      contactTitle={copy.footer.contactHeading}
      contact={
        <>
          {company.emails.map((email) => (
            <span key={email.address} className={styles.contactItem}>
              <span className={styles.contactLabel}>{email.label}</span>
              <a href={email.href}>{email.address}</a>
            </span>
          ))}
          <span className={styles.contactItem}>
            <span className={styles.contactLabel}>{company.phone.label}</span>
            <a href={company.phone.href}>{company.phone.display}</a>
          </span>
          {company.addresses.map((address) => (
            <span key={address.id} className={styles.contactItem}>
              <span className={styles.contactLabel}>{address.label}</span>
              <span className={styles.contactAddress}>
                {address.lines[0]}
                <br />
                {address.lines[1]}
              </span>
            </span>
          ))}
        </>
      }
      copyright={data.copyright}
      legalLinks={data.legalLinks}
      legalLabel={copy.footer.legalNavLabel}
      linkComponent={RouterLink}
    />
  );
}
