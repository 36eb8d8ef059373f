import { claims } from './claims.ts';
import { company } from './company.ts';
import { compound } from './format.ts';
import { legalDocuments } from './legal.ts';
import { allPricingItems, pricingCategories } from './pricing.ts';
import { processSteps } from './process.ts';
import { services } from './services.ts';
import type {
  Breadcrumb,
  ContactOutcomeRoute,
  RouteEntry,
  RouteKind,
  RoutePath,
  SiteRoute,
} from './types.ts';

/** 'Pricing | Lumen Forge' */
export function pageTitle(pageName: string): string {
  return `${pageName} | ${company.name}`;
}

/** The kinds of the main navigation pages (the home page and the top-level pages). */
const NAV_KINDS: ReadonlySet<RouteKind> = new Set(['home', 'page']);

/** A manifest entry as written: `title` and `navLabel` may be left to `entry()`. */
type WrittenEntry = Omit<RouteEntry, 'title' | 'navLabel'> &
  Partial<Pick<RouteEntry, 'title' | 'navLabel'>>;

/** The entry `entry()` makes of a written one (its literal types kept). */
type CompletedEntry<W extends WrittenEntry> = Omit<W, 'title' | 'navLabel'> &
  Pick<RouteEntry, 'title' | 'navLabel'>;

/**
 * Completes a written entry: the title defaults to `pageTitle(pageName)`, and a main navigation page (kind `home` or
 * `page`) is labelled in the navigation with its page name.
 */
function entry<const W extends WrittenEntry>(written: W): CompletedEntry<W> {
  const {
    path,
    kind,
    pageName,
    title = pageTitle(pageName),
    description,
    navLabel = NAV_KINDS.has(kind) ? pageName : undefined,
    ...rest
  } = written;
  const completed = {
    path,
    kind,
    pageName,
    title,
    description,
    ...(navLabel === undefined ? {} : { navLabel }),
    ...rest,
  };
  return completed as CompletedEntry<W>;
}

/** What every public page shares: prerendered, listed in the sitemap, indexed. */
const PUBLIC_PAGE = { inSitemap: true, prerender: true, noindex: false } as const;

const monthly = (priority: number) => ({ priority, changeFrequency: 'monthly' }) as const;

const homeRoute = entry({
  path: '/',
  kind: 'home',
  pageName: 'Home',
  title: `${company.name} | Precision Design & Tech Solutions`,
  description: `${company.name} is a creative and tech agency for strategy, design, development, cloud and AI. ${claims.satisfiedClients.value} clients, ${claims.onTimeDelivery.text}.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(1),
}) satisfies SiteRoute;

const servicesRoute = entry({
  path: '/services',
  kind: 'page',
  pageName: 'Services',
  description: `Strategy, design, development, cloud, industry solutions and emerging tech from one team, bringing products to market ${claims.timeToMarket.value} faster.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
}) satisfies SiteRoute;

const serviceDetailRoutes = services.map((service): SiteRoute =>
  entry({
    path: service.link,
    kind: 'service',
    pageName: service.title,
    description: service.metaDescription,
    ...PUBLIC_PAGE,
    sitemap: monthly(0.8),
    serviceId: service.id,
  }),
);

const pricingRoute = entry({
  path: '/pricing',
  kind: 'page',
  pageName: 'Pricing',
  description: `Transparent starting prices for ${allPricingItems.length} services in ${pricingCategories.length} categories, payment methods and discounts. Custom quotes ${claims.quoteTurnaround.text} after a call.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
}) satisfies SiteRoute;

const processRoute = entry({
  path: '/process',
  kind: 'page',
  pageName: 'Process',
  description: `Our ${compound(processSteps.length, 'step')} methodology from discovery to launch and ongoing support, with the activities and deliverables behind ${claims.onTimeDelivery.text}.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.8),
}) satisfies SiteRoute;

const aboutRoute = entry({
  path: '/about',
  kind: 'page',
  pageName: 'About',
  description: `Meet ${company.name}: our mission, vision, six core values and the design, engineering and strategy teams behind ${claims.satisfiedClients.text}.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.7),
}) satisfies SiteRoute;

const contactRoute = entry({
  path: '/contact',
  kind: 'page',
  pageName: 'Contact',
  description: `Tell us about your project. We answer new enquiries ${claims.replyTime.text}, offer a ${claims.discoveryCall.text} and quote ${claims.quoteTurnaround.text} after it.`,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
}) satisfies SiteRoute;

const legalRoutes = legalDocuments.map((document): SiteRoute =>
  entry({
    path: document.path,
    kind: 'legal',
    pageName: document.title,
    description: document.summary,
    ...PUBLIC_PAGE,
    sitemap: { priority: 0.3, changeFrequency: 'yearly' },
    legalId: document.id,
  }),
);

const adminRoute = entry({
  path: '/admin',
  kind: 'admin',
  pageName: 'Admin',
  description: `Staff area of ${company.name} for reviewing contact form submissions. Sign-in required; not intended for public visitors.`,
  inSitemap: false,
  prerender: false,
  noindex: true,
}) satisfies SiteRoute;

/** Every concrete route, in site order (the 404 entry is `notFoundRoute`). */
export const routes: readonly SiteRoute[] = [
  homeRoute,
  servicesRoute,
  ...serviceDetailRoutes,
  pricingRoute,
  processRoute,
  aboutRoute,
  contactRoute,
  ...legalRoutes,
  adminRoute,
];

/** The 404 page, rendered for any path not in `routes`. */
export const notFoundRoute = entry({
  path: '*',
  kind: 'not-found',
  pageName: 'Page Not Found',
  description: `The page you're looking for doesn't exist or has been moved. Explore ${company.name} services, pricing, process and contact details instead.`,
  inSitemap: false,
  prerender: false,
  noindex: true,
}) satisfies RouteEntry;

/**
 * The pages the contact form lands on when it was posted without JavaScript (the send-contact-email function answers
 * 303 to them). Prerendered, inside the layout, never indexed or listed: they only make sense after a post.
 */
export const contactOutcomeRoutes: readonly ContactOutcomeRoute[] = [
  entry({
    path: '/contact/sent',
    kind: 'contact-outcome',
    pageName: 'Message Sent',
    description: `Your message reached ${company.name}. We reply ${claims.replyTime.text}; meanwhile, explore our services, process and pricing.`,
    inSitemap: false,
    prerender: true,
    noindex: true,
  }),
  entry({
    path: '/contact/not-sent',
    kind: 'contact-outcome',
    pageName: 'Message Not Sent',
    description: `Your message to ${company.name} was not sent. See why, go back to the form with your text, or write to us by e-mail.`,
    inSitemap: false,
    prerender: true,
    noindex: true,
  }),
];

/** Routes rendered to static HTML at build time (every public route). */
export const publicRoutes: readonly SiteRoute[] = routes.filter((route) => route.prerender);

/** Routes rendered in the browser only (not prerendered): the site build's SPA fallback serves them. */
export const clientRenderedRoutes: readonly SiteRoute[] = routes.filter(
  (route) => !route.prerender,
);

/**
 * The page the SPA fallback is (one HTML file, so one page): named by its 'Loading {page}...' and by the notice shown
 * without JavaScript.
 */
export const spaFallbackRoute: SiteRoute = adminRoute;

/** Paths to prerender, for react-router.config.ts. */
export const prerenderPaths: readonly RoutePath[] = publicRoutes.map((route) => route.path);

/** Routes listed in sitemap.xml. */
export const sitemapRoutes: readonly SiteRoute[] = routes.filter((route) => route.inSitemap);

/** Routes that must not be indexed (meta robots noindex and a robots.txt Disallow). */
export const noindexRoutes: readonly SiteRoute[] = routes.filter((route) => route.noindex);

/** Removes a trailing slash, query and hash: '/about/?x#y' → '/about'. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route entry of a path ('/about' and '/about/' are the same); undefined for unknown paths. */
export function findRoute(path: string): SiteRoute | undefined {
  const normalized = normalizePath(path);
  return routes.find((route) => route.path === normalized);
}

/** The route entry of a known path. */
export function getRoute(path: RoutePath): SiteRoute {
  const route = findRoute(path);
  if (!route) throw new Error(`Route "${path}" is missing from the manifest`);
  return route;
}

/** The entry of a contact form outcome page ('/contact/sent', '/contact/not-sent'). */
export function findContactOutcomeRoute(path: string): ContactOutcomeRoute | undefined {
  const normalized = normalizePath(path);
  return contactOutcomeRoutes.find((route) => route.path === normalized);
}

/** The route entry of a path, or the 404 entry. */
export function resolveRoute(path: string): RouteEntry {
  return findRoute(path) ?? findContactOutcomeRoute(path) ?? notFoundRoute;
}

/**
 * Breadcrumb trail of a path, home first: '/services/design-ux' →
 * Home (/), Services (/services), Design & User Experience (/services/design-ux).
 * Unknown paths yield an empty trail.
 */
export function breadcrumbsFor(path: string): readonly Breadcrumb[] {
  const route = findRoute(path);
  if (!route) return [];
  const trail: Breadcrumb[] = [{ name: homeRoute.pageName, path: homeRoute.path }];
  if (route.path === homeRoute.path) return trail;
  if (route.kind === 'service') {
    trail.push({ name: servicesRoute.pageName, path: servicesRoute.path });
  }
  trail.push({ name: route.pageName, path: route.path });
  return trail;
}
