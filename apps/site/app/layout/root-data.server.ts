/**
 * The root loader's data: everything the shared layout, the 404 page, the error page and the loading
 * indicator show. Runs at build time (prerender), so this text travels in the HTML, not in JS.
 */
import {
  company,
  copyrightNotice,
  errorFallback,
  footerSiteMap,
  formatAddressLines,
  headerAction,
  layoutCopy,
  legalLinks,
  loadingLabel,
  mainNavigation,
  notFound,
  notFoundRoute,
  componentError,
  routes,
  spaFallbackRoute,
} from '@agency/content';
import { pictureOf } from '~/images/pictures.server';
import { routeMeta } from '~/seo/meta';
import { organizationSchema } from '~/seo/schema';
import { SITE_URL } from '~/seo/site-url';

export interface PageInfo {
  readonly name: string;
  readonly loadingLabel: string;
}

function pageInfo(name: string): PageInfo {
  return { name, loadingLabel: loadingLabel(name) };
}

export function buildRootData(now: Date = new Date()) {
  const year = now.getFullYear();
  return {
    siteUrl: SITE_URL,
    /** Build year: computed once so server HTML and hydration agree. */
    year,
    copyright: copyrightNotice(year),
    company: {
      name: company.name,
      tagline: company.tagline,
      emails: [company.emails.general, company.emails.support],
      phone: company.phone,
      addresses: company.addresses.map((address) => ({
        id: address.id,
        label: address.label,
        lines: formatAddressLines(address),
      })),
    },
    navigation: mainNavigation,
    headerAction,
    footerSiteMap,
    legalLinks,
    copy: layoutCopy,
    /** Page name and 'Loading {page}...' per path, for error boundaries and the navigation indicator. */
    pages: Object.fromEntries(
      routes.map((route) => [route.path, pageInfo(route.pageName)]),
    ) as Record<string, PageInfo>,
    notFoundPage: pageInfo(notFoundRoute.pageName),
    /** The 404 page: its texts, and the studio's lens drawn over them (light gathered, nothing found). */
    notFound: { ...notFound, meta: routeMeta('*'), motif: pictureOf('motif/lens.svg') },
    /** The client-rendered page of the SPA fallback: its path (for its loading text) and its robots tag. */
    spaFallback: {
      path: spaFallbackRoute.path,
      meta: routeMeta(spaFallbackRoute.path).filter(
        (tag) => 'name' in tag && tag.name === 'robots',
      ),
    },
    errorFallback,
    componentError: {
      title: componentError.title,
      retryLabel: componentError.retryLabel,
      /** Message with '{name}' as placeholder. */
      messageTemplate: componentError.message('{name}'),
    },
    organization: organizationSchema(),
  };
}

export type RootData = ReturnType<typeof buildRootData>;
