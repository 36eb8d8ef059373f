import { company } from './company.ts';
import { contactPage } from './contact.ts';
import { legalDocuments } from './legal.ts';
import { getRoute } from './routes.ts';
import type { InternalLink, NavPath } from './types.ts';

/** The six main navigation paths, in order. */
const navPaths = [
  '/',
  '/services',
  '/process',
  '/pricing',
  '/about',
  '/contact',
] as const satisfies readonly NavPath[];

/** Main navigation: Home, Services, Process, Pricing, About, Contact (labels from the route manifest). */
export const mainNavigation: readonly InternalLink[] = navPaths.map((path) => {
  const route = getRoute(path);
  return { label: route.navLabel ?? route.pageName, href: path };
});

/** The header's one action beside the six links (and in the phone menu): straight to /contact's form. */
export const headerAction = {
  label: 'Start a project',
  href: `/contact#${contactPage.formAnchor}`,
} as const;

/** Footer site map: the same six links. */
export const footerSiteMap: readonly InternalLink[] = mainNavigation;

/** Privacy, terms and refund policy links for the footer. */
export const legalLinks: readonly InternalLink[] = legalDocuments.map((document) => ({
  label: document.title,
  href: document.path,
}));

/** Accessible names and texts of the header and footer chrome. */
export const layoutCopy = {
  logoLabel: `${company.name} home`,
  mainNavLabel: 'Main navigation',
  openMenuLabel: 'Open menu',
  closeMenuLabel: 'Close menu',
  mobileNavLabel: 'Mobile navigation',
  skipToContent: 'Skip to main content',
  footer: {
    siteMapHeading: 'Site Map',
    contactHeading: 'Contact',
    legalNavLabel: 'Legal',
  },
} as const;
