/**
 * The public routes the product must serve, written out here on purpose: the suites check the product against this
 * list, not against the site's own route manifest.
 */
export interface PublicRoute {
  path: string;
  /** The page name the 'Loading {page}...' label and the page titles use. */
  page: string;
  /** The header link that must carry aria-current on this route, if any. */
  nav: 'Home' | 'Services' | 'Process' | 'Pricing' | 'About' | 'Contact' | null;
}

export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Process', href: '/process' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const;

export const SERVICE_DETAIL_ROUTES: readonly PublicRoute[] = [
  {
    path: '/services/strategic-advisory',
    page: 'Strategic Advisory & Consulting',
    nav: 'Services',
  },
  { path: '/services/design-ux', page: 'Design & User Experience', nav: 'Services' },
  { path: '/services/development', page: 'Development & Engineering', nav: 'Services' },
  { path: '/services/cloud-devops', page: 'Cloud, DevOps & Security', nav: 'Services' },
  { path: '/services/industry-solutions', page: 'Industry-Specific Solutions', nav: 'Services' },
  { path: '/services/emerging-tech', page: 'Emerging Tech & Innovation', nav: 'Services' },
];

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', page: 'Home', nav: 'Home' },
  { path: '/services', page: 'Services', nav: 'Services' },
  ...SERVICE_DETAIL_ROUTES,
  { path: '/pricing', page: 'Pricing', nav: 'Pricing' },
  { path: '/process', page: 'Process', nav: 'Process' },
  { path: '/about', page: 'About', nav: 'About' },
  { path: '/contact', page: 'Contact', nav: 'Contact' },
  { path: '/privacy-policy', page: 'Privacy Policy', nav: null },
  { path: '/terms-of-service', page: 'Terms of Service', nav: null },
  { path: '/refund-policy', page: 'Refund Policy', nav: null },
];

/** The pages that carry the contact form, with the accessible name of the form. */
export const CONTACT_FORM_PAGES = [
  { path: '/', form: 'Start a Project' },
  { path: '/contact', form: 'Send Us a Message' },
] as const;

export const BOOKING_LINK_NAME = /Book Free Consultation/;
