import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { routes } from '@agency/content';

/**
 * Every route of the site. No route params: each service detail page and each legal page is its own
 * explicit path with its own route id, pointing at one shared module. The page module finds its
 * entry with `findRoute(pathname)` (kind, serviceId, legalId) from @agency/content, whose manifest
 * lists the services and legal documents (test/routes.test.ts checks the paths agree).
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
    // Where the contact form lands when posted without JavaScript (contactOutcomeRoutes in the manifest).
    route('contact/sent', 'routes/contact-outcome.tsx', { id: 'contact-sent' }),
    route('contact/not-sent', 'routes/contact-outcome.tsx', { id: 'contact-not-sent' }),
    ...legalRoutes.map((entry) =>
      route(entry.path.slice(1), 'routes/legal.tsx', { id: `legal-${entry.legalId}` }),
    ),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin', 'routes/admin.tsx'),
] satisfies RouteConfig;
