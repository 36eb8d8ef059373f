import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Every route of the site. No route params: each service detail page and each legal page is its own
 * explicit path with its own route id, pointing at one shared module. The page module finds its
 * entry with `findRoute(pathname)` (kind, serviceId, legalId) from @agency/content.
 *
 * Paths mirror the route manifest in @agency/content (test/routes.test.ts checks they agree).
 */
const serviceIds = [
  'strategic-advisory',
  'design-ux',
  'development',
  'cloud-devops',
  'industry-solutions',
  'emerging-tech',
] as const;

const legalIds = ['privacy-policy', 'terms-of-service', 'refund-policy'] as const;

export default [
  layout('layout/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    ...serviceIds.map((id) =>
      route(`services/${id}`, 'routes/service-detail.tsx', { id: `service-${id}` }),
    ),
    route('pricing', 'routes/pricing.tsx'),
    route('process', 'routes/process.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    // Where the contact form lands when posted without JavaScript (contactOutcomeRoutes in the manifest).
    route('contact/sent', 'routes/contact-outcome.tsx', { id: 'contact-sent' }),
    route('contact/not-sent', 'routes/contact-outcome.tsx', { id: 'contact-not-sent' }),
    ...legalIds.map((id) => route(id, 'routes/legal.tsx', { id: `legal-${id}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin.tsx'),
] satisfies RouteConfig;
