import { claims } from './claims.ts';
import { company } from './company.ts';
import { compound } from './format.ts';
import { legalDocuments } from './legal.ts';
import { allPricingItems, pricingCategories } from './pricing.ts';
import { processSteps } from './process.ts';
import { services } from './services.ts';
import type { Breadcrumb, ContactOutcomeRoute, RouteEntry, RoutePath, SiteRoute } from './types.ts';

/** 'Pricing | Lumen Forge' */
export function pageTitle(pageName: string): string {
  return `${pageName} | ${company.name}`;
}

/** What every public page shares: prerendered, listed in the sitemap, indexed. */
const PUBLIC_PAGE = { inSitemap: true, prerender: true, noindex: false } as const;

const monthly = (priority: number) => ({ priority, changeFrequency: 'monthly' }) as const;

const homeRoute = {
  path: '/',
  kind: 'home',
  pageName: 'Home',
  title: `${company.name} | Precision Design & Tech Solutions`,
  description: `${company.name} is a creative and tech agency for strategy, design, development, cloud and AI. ${claims.satisfiedClients.value} clients, ${claims.onTimeDelivery.text}.`,
  navLabel: 'Home',
  ...PUBLIC_PAGE,
  sitemap: monthly(1),
} as const satisfies SiteRoute;

const servicesRoute = {
  path: '/services',
  kind: 'page',
  pageName: 'Services',
  title: pageTitle('Services'),
  description: `Strategy, design, development, cloud, industry solutions and emerging tech from one team, bringing products to market ${claims.timeToMarket.value} faster.`,
  navLabel: 'Services',
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
} as const satisfies SiteRoute;

const serviceDetailRoutes = services.map((service): SiteRoute => ({
  path: service.link,
  kind: 'service',
  pageName: service.title,
  title: pageTitle(service.title),
  description: service.metaDescription,
  ...PUBLIC_PAGE,
  sitemap: monthly(0.8),
  serviceId: service.id,
}));

const pricingRoute = {
  path: '/pricing',
  kind: 'page',
  pageName: 'Pricing',
  title: pageTitle('Pricing'),
  description: `Transparent starting prices for ${allPricingItems.length} services in ${pricingCategories.length} categories, payment methods and discounts. Custom quotes ${claims.quoteTurnaround.text} after a call.`,
  navLabel: 'Pricing',
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
} as const satisfies SiteRoute;

const processRoute = {
  path: '/process',
  kind: 'page',
  pageName: 'Process',
  title: pageTitle('Process'),
  description: `Our ${compound(processSteps.length, 'step')} methodology from discovery to launch and ongoing support, with the activities and deliverables behind ${claims.onTimeDelivery.text}.`,
  navLabel: 'Process',
  ...PUBLIC_PAGE,
  sitemap: monthly(0.8),
} as const satisfies SiteRoute;

const aboutRoute = {
  path: '/about',
  kind: 'page',
  pageName: 'About',
  title: pageTitle('About'),
  description: `Meet ${company.name}: our mission, vision, six core values and the design, engineering and strategy teams behind ${claims.satisfiedClients.text}.`,
  navLabel: 'About',
  ...PUBLIC_PAGE,
  sitemap: monthly(0.7),
} as const satisfies SiteRoute;

const contactRoute = {
  path: '/contact',
  kind: 'page',
  pageName: 'Contact',
  title: pageTitle('Contact'),
  description: `Tell us about your project. We answer new enquiries ${claims.replyTime.text}, offer a ${claims.discoveryCall.text} and quote ${claims.quoteTurnaround.text} after it.`,
  navLabel: 'Contact',
  ...PUBLIC_PAGE,
  sitemap: monthly(0.9),
} as const satisfies SiteRoute;

const legalRoutes = legalDocuments.map((document): SiteRoute => ({
  path: document.path,
  kind: 'legal',
  pageName: document.title,
  title: pageTitle(document.title),
  description: document.summary,
  ...PUBLIC_PAGE,
  sitemap: { priority: 0.3, changeFrequency: 'yearly' },
  legalId: document.id,
}));

const adminRoute = {
  path: '/admin',
  kind: 'admin',
  pageName: 'Admin',
  title: pageTitle('Admin'),
  description: `Staff area of ${company.name} for reviewing contact form submissions. Sign-in required; not intended for public visitors.`,
  inSitemap: false,
  prerender: false,
  noindex: true,
} as const satisfies SiteRoute;

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
export const notFoundRoute = {
  path: '*',
  kind: 'not-found',
  pageName: 'Page Not Found',
  title: pageTitle('Page Not Found'),
  description: `The page you're looking for doesn't exist or has been moved. Explore ${company.name} services, pricing, process and contact details instead.`,
  inSitemap: false,
  prerender: false,
  noindex: true,
} as const satisfies RouteEntry;

/**
 * The pages the contact form lands on when it was posted without JavaScript (the send-contact-email function answers
 * 303 to them). Prerendered, inside the layout, never indexed or listed: they only make sense after a post.
 */
export const contactOutcomeRoutes: readonly ContactOutcomeRoute[] = [
  {
    path: '/contact/sent',
    kind: 'contact-outcome',
    pageName: 'Message Sent',
    title: pageTitle('Message Sent'),
    description: `Your message reached ${company.name}. We reply ${claims.replyTime.text}; meanwhile, explore our services, process and pricing.`,
    inSitemap: false,
    prerender: true,
    noindex: true,
  },
  {
    path: '/contact/not-sent',
    kind: 'contact-outcome',
    pageName: 'Message Not Sent',
    title: pageTitle('Message Not Sent'),
    description: `Your message to ${company.name} was not sent. See why, go back to the form with your text, or write to us by e-mail.`,
    inSitemap: false,
    prerender: true,
    noindex: true,
  },
];

/** Routes rendered to static HTML at build time (every public route). */
export const publicRoutes: readonly SiteRoute[] = routes.filter((route) => route.prerender);

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
