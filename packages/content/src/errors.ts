import { company } from './company.ts';
import { getRoute, notFoundRoute } from './routes.ts';
import type { InternalLink, RoutePath } from './types.ts';

/** 'Loading Services...' — the text of the spinner shown while a lazy page loads. */
export function loadingLabel(page: string): string {
  return 'Loading ' + page + '...';
}

/** What a client-rendered screen (/admin) says when JavaScript is off, instead of loading forever. */
export function needsJavaScriptLabel(page: string): string {
  return `The ${page} area needs JavaScript. Turn it on in your browser and reload this page.`;
}

function linkTo(path: RoutePath, label?: string): InternalLink {
  const route = getRoute(path);
  return { label: label ?? route.navLabel ?? route.pageName, href: path };
}

/** The 404 page. */
export const notFound = {
  title: notFoundRoute.pageName,
  message: "The page you're looking for doesn't exist or has been moved.",
  primaryLinks: [linkTo('/', 'Go Home'), linkTo('/services', 'Browse Services')],
  popularHeading: 'Popular Pages',
  popularLinks: [linkTo('/services'), linkTo('/pricing'), linkTo('/about'), linkTo('/contact')],
} as const;

/** The page-level error fallback ('Something Went Wrong'). */
export const errorFallback = {
  title: 'Something Went Wrong',
  message:
    "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
  /** Reloads the page. */
  tryAgainLabel: 'Try Again',
  goHome: linkTo('/', 'Go Home'),
  contactPrompt: 'If the problem persists,',
  contactLink: linkTo('/contact', 'contact our support team'),
  supportEmail: company.emails.support,
} as const;

/** The section-level error fallback of an error boundary labelled by section name. */
export const componentError = {
  title: 'Component Error',
  /** 'Testimonials component encountered an error.' */
  message: (name: string): string => `${name} component encountered an error.`,
  retryLabel: 'Retry',
} as const;
