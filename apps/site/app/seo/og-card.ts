/**
 * What each route's Open Graph image says: the section it belongs to and its title. Build- and
 * loader-only (reads @agency/content): scripts/og-images.ts draws the cards, meta.ts points each
 * route's og:image at its own card.
 */
import {
  aboutPage,
  company,
  contactPage,
  hero,
  plainText,
  pricingPage,
  processPage,
  servicesPage,
  type RouteEntry,
} from '@agency/content';

/** Every card is drawn at this size (the size Open Graph and X recommend for large previews). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The card drawn for pages without their own (the 404 page): the home card. */
export const DEFAULT_OG_IMAGE_PATH = '/og-image.png';

export interface OgCard {
  /** Small label above the title: the section of the site. */
  readonly section: string;
  readonly title: string;
  readonly description: string;
}

/** The page headings (h1) of the top-level pages. */
const pageHeadings: Readonly<Record<string, string>> = {
  '/services': servicesPage.heading,
  '/pricing': pricingPage.heading,
  '/process': processPage.heading,
  '/about': aboutPage.heading,
  '/contact': contactPage.heading,
};

/** '/og/pricing.png', '/og/services/design-ux.png', '/og/home.png'. */
export function ogImagePath(routePath: string): string {
  return routePath === '/' ? '/og/home.png' : `/og${routePath}.png`;
}

/** The section and title of a route's card; the 404 entry gets the home card. */
export function ogCard(route: RouteEntry): OgCard {
  const description = plainText(route.description);
  switch (route.kind) {
    case 'service':
      return { section: 'Services', title: route.pageName, description };
    case 'legal':
      return { section: 'Legal', title: route.pageName, description };
    case 'page':
      return {
        section: route.navLabel ?? route.pageName,
        title: pageHeadings[route.path] ?? route.pageName,
        description,
      };
    default:
      return {
        section: hero.eyebrow,
        title: hero.headline,
        description: plainText(company.tagline),
      };
  }
}

/** The image's alt text: what the card shows. */
export function ogImageAlt(card: OgCard): string {
  return `${company.name}, ${card.section}: ${card.title}`;
}
