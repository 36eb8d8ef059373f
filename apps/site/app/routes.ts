import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { contactOutcomeRoutes, routes } from '@agency/content';

/**
 * Every route of the site. No route params: each service detail page and each legal page is its own
 * explicit path with its own route id, pointing at one shared module. The page module finds its
 * entry with `findRoute(pathname)` (kind, serviceId, legalId) from @agency/content, whose manifest
 * lists the services, legal documents and contact outcome pages (test/routes.test.ts checks the
 * paths agree).
 */
const serviceRoutes = routes.filter((entry) => entry.kind === 'service');
const legalRoutes = routes.filter((entry) => entry.kind === 'legal');

export default [
  layout('layout/SiteLayout.tsx', [
    index('routes/home.tsx'),
    route('services', 'routes/services.tsx'),
    ...serviceRoutes.map((entry) =>
      route(entry.path.slice(1), 'routes/service-detail.tsx', { id: `service-${entry.serviceId}` }),
    ),
    route('pricing', 'routes/pricing.tsx'),
    route('process', 'routes/process.tsx'),
    route('about', 'routes/about.tsx'),
    route('contact', 'routes/contact.tsx'),
    // Where the contact form lands when posted without JavaScript ('/contact/sent' → id 'contact-sent').
    ...contactOutcomeRoutes.map((entry) =>
      route(entry.path.slice(1), 'routes/contact-outcome.tsx', {
        id: entry.path.slice(1).replace('/', '-'),
      }),
    ),
    ...legalRoutes.map((entry) =>
      route(entry.path.slice(1), 'routes/legal.tsx', { id: `legal-${entry.legalId}` }),
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin.tsx'),
] satisfies RouteConfig;
