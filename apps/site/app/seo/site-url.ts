/** The site's public origin, e.g. 'https://www.lumenforge.example' (no trailing slash). Set by SITE_URL at build time. */
export const SITE_URL: string = __SITE_URL__;
