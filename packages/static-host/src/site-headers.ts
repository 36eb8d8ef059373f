/**
 * The one definition of the site's HTTP headers and special files, shared by the Node host and the static-host
 * config generator (Netlify / Cloudflare Pages `_headers` + `_redirects`).
 */
import { clientRenderedRoutes } from '@agency/content';

/** The site build's 404 page (React Router prerender of the catch-all route). */
export const NOT_FOUND_PAGE = '404.html';
/** What React Router writes for routes that are not prerendered when `ssr: false`. */
export const SPA_FALLBACK_PAGE = '__spa-fallback.html';
/** Client-rendered routes (not prerendered, per the route manifest): served from the SPA fallback with status 200. */
export const SPA_ROUTES: readonly string[] = clientRenderedRoutes.map((route) => route.path);
/** Hashed build output: safe to cache forever. */
export const IMMUTABLE_ASSETS_PREFIX = '/assets/';

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
  other: 'public, max-age=3600',
} as const;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Only meaningful over HTTPS, so only in the production config. */
export const PRODUCTION_ONLY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

export interface CspOptions {
  /** `sha256-…` sources of the inline scripts the pages carry (speculation rules; /admin's app bootstrap). */
  scriptHashes: readonly string[];
  /** The Supabase project URL the browser may call, if any. */
  supabaseUrl?: string | null;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ scriptHashes, supabaseUrl }: CspOptions): string {
  const supabaseOrigin = originOf(supabaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    ['style-src', "'self'"],
    // Prerendered React markup carries style attributes (dynamic CSS variables); <style> elements stay 'self'-only.
    ['style-src-attr', "'unsafe-inline'"],
    ['font-src', "'self'"],
    // data: for the blurred placeholders the pictures carry inline (a few hundred bytes each, shown from the first
    // paint without a request or a script). An image source runs no code; scripts, styles and frames stay 'self'.
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(supabaseOrigin ? [supabaseOrigin] : [])],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The contact form posts to the contact function when JavaScript is off: same origin locally, the project's
    // functions URL in production (its 303 back to this site is checked against the same list).
    ['form-action', "'self'", ...(supabaseOrigin ? [supabaseOrigin] : [])],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

export function isSpaRoute(pathname: string): boolean {
  return SPA_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`));
}
