import { resolveSiteUrl } from '@agency/content';

/**
 * The site's public origin, e.g. 'https://www.lumenforge.example' (no trailing slash): SITE_URL at build time, or the
 * default when unset; a malformed one fails the build.
 */
export const SITE_URL: string = resolveSiteUrl(__SITE_URL__);
