/**
 * The site's public origin (SITE_URL at build time, resolved by `resolveSiteUrl`), inlined by Vite's
 * `define` in vite.config.ts and vitest.config.ts. Read it through `SITE_URL` from app/seo/site-url.ts.
 */
declare const __SITE_URL__: string;
