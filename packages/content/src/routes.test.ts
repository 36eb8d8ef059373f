import { describe, expect, it } from 'vitest';
import { footerSiteMap, legalLinks, mainNavigation } from './navigation.ts';
import {
  breadcrumbsFor,
  clientRenderedRoutes,
  contactOutcomeRoutes,
  findRoute,
  getRoute,
  noindexRoutes,
  notFoundRoute,
  prerenderPaths,
  publicRoutes,
  resolveRoute,
  routes,
  sitemapRoutes,
  spaFallbackRoute,
} from './routes.ts';
import { services } from './services.ts';

const sitePaths = [
  '/',
  '/services',
  '/services/strategic-advisory',
  '/services/design-ux',
  '/services/development',
  '/services/cloud-devops',
  '/services/industry-solutions',
  '/services/emerging-tech',
  '/pricing',
  '/process',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/admin',
];

const allEntries = [...routes, notFoundRoute];

describe('route manifest', () => {
  it('lists every route of the site exactly once', () => {
    expect([...routes.map((route) => route.path)].sort()).toEqual([...sitePaths].sort());
  });

  it('gives every route a unique title and a unique 50-160 character description', () => {
    const titles = allEntries.map((route) => route.title);
    const descriptions = allEntries.map((route) => route.description);
    expect(new Set(titles).size).toBe(allEntries.length);
    expect(new Set(descriptions).size).toBe(allEntries.length);
    for (const route of allEntries) {
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.description.length, route.path).toBeLessThanOrEqual(160);
      expect(route.title).toContain('Lumen Forge');
      expect(route.pageName.length).toBeGreaterThan(0);
    }
  });

  it('titles pages as "{page} | Lumen Forge"', () => {
    expect(getRoute('/pricing').title).toBe('Pricing | Lumen Forge');
    expect(getRoute('/services').pageName).toBe('Services');
    expect(getRoute('/services/design-ux').title).toBe('Design & User Experience | Lumen Forge');
    expect(notFoundRoute.title).toBe('Page Not Found | Lumen Forge');
    expect(notFoundRoute.pageName).toBe('Page Not Found');
  });

  it('has a prerendered detail route for every service id', () => {
    const serviceRoutes = routes.filter((route) => route.kind === 'service');
    expect(serviceRoutes.map((route) => route.serviceId)).toEqual(services.map((s) => s.id));
    for (const route of serviceRoutes) {
      expect(route.path).toBe(`/services/${route.serviceId}`);
      expect(route).toMatchObject({ prerender: true, inSitemap: true });
    }
  });

  it('prerenders the legal pages', () => {
    for (const path of ['/privacy-policy', '/terms-of-service', '/refund-policy'] as const) {
      expect(getRoute(path)).toMatchObject({ kind: 'legal', prerender: true });
    }
  });

  it('keeps /admin out of the sitemap, prerendering and the index', () => {
    expect(getRoute('/admin')).toMatchObject({
      noindex: true,
      inSitemap: false,
      prerender: false,
    });
    expect(noindexRoutes.map((route) => route.path)).toEqual(['/admin']);
    expect(sitemapRoutes.map((route) => route.path)).not.toContain('/admin');
    expect(publicRoutes.map((route) => route.path)).not.toContain('/admin');
    expect(routes.filter((route) => route.path !== '/admin').every((r) => !r.noindex)).toBe(true);
  });

  it('renders /admin alone in the browser: the SPA fallback, one HTML file, is that page', () => {
    expect(clientRenderedRoutes).toEqual([spaFallbackRoute]);
    expect(spaFallbackRoute.path).toBe('/admin');
  });

  it('prerenders and maps every public route', () => {
    expect(prerenderPaths).toEqual(sitePaths.filter((path) => path !== '/admin'));
    expect(sitemapRoutes).toEqual(publicRoutes);
    for (const route of sitemapRoutes) expect(route.sitemap).toBeDefined();
  });

  it('has the contact form outcome pages: prerendered, noindex, not in the sitemap', () => {
    expect(contactOutcomeRoutes.map((route) => route.path)).toEqual([
      '/contact/sent',
      '/contact/not-sent',
    ]);
    for (const route of contactOutcomeRoutes) {
      expect(route).toMatchObject({
        prerender: true,
        noindex: true,
        inSitemap: false,
      });
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(160);
      expect(resolveRoute(`${route.path}/`)).toBe(route);
      expect(sitemapRoutes).not.toContain(route);
    }
    const titles = [...allEntries, ...contactOutcomeRoutes].map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('finds routes with or without a trailing slash', () => {
    expect(findRoute('/about/')?.pageName).toBe('About');
    expect(findRoute('/about?ref=x#team')?.pageName).toBe('About');
    expect(findRoute('/')?.pageName).toBe('Home');
    expect(findRoute('/nope')).toBeUndefined();
    expect(resolveRoute('/nope')).toBe(notFoundRoute);
    expect(() => getRoute('/nope' as never)).toThrow();
  });

  it('builds breadcrumbs', () => {
    expect(breadcrumbsFor('/')).toEqual([{ name: 'Home', path: '/' }]);
    expect(breadcrumbsFor('/pricing')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Pricing', path: '/pricing' },
    ]);
    expect(breadcrumbsFor('/services/cloud-devops/')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Cloud, DevOps & Security', path: '/services/cloud-devops' },
    ]);
    expect(breadcrumbsFor('/missing')).toEqual([]);
  });
});

describe('navigation', () => {
  it('has six links in a fixed order; the footer site map is the same six', () => {
    const expected = [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'Process', href: '/process' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ];
    expect(mainNavigation).toEqual(expected);
    expect(footerSiteMap).toEqual(expected);
    expect(
      routes
        .filter((route) => route.navLabel)
        .map((route) => route.navLabel)
        .sort(),
    ).toEqual(expected.map((link) => link.label).sort());
  });

  it('links the three legal pages', () => {
    expect(legalLinks).toEqual([
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
      { label: 'Refund Policy', href: '/refund-policy' },
    ]);
  });
});
