/**
 * Files the build adds next to the prerendered pages: sitemap.xml and robots.txt from the route
 * manifest, the 404 page where the hosts expect it (404.html), and the production static-host
 * config (_headers, _redirects) rendered by @agency/static-host from its one header definition, one
 * Open Graph image per public route (og-images.ts), favicon.ico and the touch icon (icons.ts), and each prerendered
 * page's own stylesheet (page-styles.ts).
 * Called from `buildEnd` in react-router.config.ts, after prerendering.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  absoluteUrl,
  getLegalDocument,
  noindexRoutes,
  resolveSiteUrl,
  sitemapRoutes,
  type SiteRoute,
} from '@agency/content';
import {
  collectInlineScriptHashes,
  NOT_FOUND_PAGE,
  renderHeadersFile,
  renderRedirectsFile,
} from '@agency/static-host';
import { writeIcons } from './icons.ts';
import { kb } from './js-budget.ts';
import { writeOgImages } from './og-images.ts';
import { writePageStylesheets } from './page-styles.ts';
import { writeSpaNoScriptNotice } from './spa-noscript.ts';
import { assertNoStreamedContent } from './streamed-segments.ts';

/** The path prerendered for the catch-all route; its HTML becomes `NOT_FOUND_FILE`. */
export const NOT_FOUND_PRERENDER_PATH = '/404';
/** What the hosts serve for unknown paths (@agency/static-host). */
const NOT_FOUND_FILE = NOT_FOUND_PAGE;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** YYYY-MM-DD of the build (SOURCE_DATE_EPOCH wins, for reproducible builds). */
export function buildDate(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  const date = Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : now;
  return date.toISOString().slice(0, 10);
}

/** Last modification of a route: each legal page carries its own date, the rest the build date. */
function lastModified(route: SiteRoute, builtOn: string): string {
  return route.legalId ? getLegalDocument(route.legalId).lastUpdated : builtOn;
}

export function renderSitemap(
  siteUrl: string,
  builtOn: string,
  routes: readonly SiteRoute[] = sitemapRoutes,
): string {
  const urls = routes.map((route) => {
    const lines = [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(route.path, siteUrl))}</loc>`,
      `    <lastmod>${lastModified(route, builtOn)}</lastmod>`,
    ];
    if (route.sitemap) {
      lines.push(
        `    <changefreq>${route.sitemap.changeFrequency}</changefreq>`,
        `    <priority>${route.sitemap.priority.toFixed(1)}</priority>`,
      );
    }
    lines.push('  </url>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(
  siteUrl: string,
  disallowed: readonly SiteRoute[] = noindexRoutes,
): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((route) => `Disallow: ${route.path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', siteUrl)}`,
    '',
  ].join('\n');
}

/** Moves the prerendered /404 page to 404.html and drops its folder and data file. */
export async function placeNotFoundPage(clientDir: string): Promise<void> {
  const folder = join(clientDir, NOT_FOUND_PRERENDER_PATH.slice(1));
  const source = join(folder, 'index.html');
  if (!existsSync(source)) {
    throw new Error(`Expected the prerendered 404 page at ${source}`);
  }
  await rename(source, join(clientDir, NOT_FOUND_FILE));
  await rm(folder, { recursive: true, force: true });
  await rm(`${folder}.data`, { force: true });
}

/** Writes _headers (with the build's inline-script hashes) and _redirects into the build. */
async function writeStaticHostConfig(
  clientDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const scriptHashes = await collectInlineScriptHashes(clientDir);
  await writeFile(
    join(clientDir, '_headers'),
    renderHeadersFile({ scriptHashes, supabaseUrl: env.VITE_SUPABASE_URL || null }),
  );
  await writeFile(join(clientDir, '_redirects'), renderRedirectsFile());
}

/** Everything the build adds after prerendering. */
export async function finishBuild(clientDir: string, env: NodeJS.ProcessEnv = process.env) {
  const siteUrl = resolveSiteUrl(env.SITE_URL);
  const builtOn = buildDate(env);
  await placeNotFoundPage(clientDir);
  await assertNoStreamedContent(clientDir);
  await writeSpaNoScriptNotice(clientDir);
  const styles = await writePageStylesheets(clientDir);
  await mkdir(dirname(join(clientDir, 'sitemap.xml')), { recursive: true });
  await writeFile(join(clientDir, 'sitemap.xml'), renderSitemap(siteUrl, builtOn));
  await writeFile(join(clientDir, 'robots.txt'), renderRobots(siteUrl));
  await writeStaticHostConfig(clientDir, env);
  await writeIcons(clientDir);
  const ogImages = await writeOgImages(clientDir, siteUrl);
  console.log(
    `[site] ${NOT_FOUND_FILE}, sitemap.xml (${sitemapRoutes.length} URLs), robots.txt, _headers, _redirects` +
      ', favicon.ico, apple-touch-icon.png' +
      `, ${styles.files} page stylesheets for ${styles.pages} pages (largest ${kb(styles.largest)} of ${kb(styles.full)})` +
      `, ${ogImages.drawn + ogImages.cached} Open Graph images (${ogImages.cached} from cache)` +
      ` for ${siteUrl}`,
  );
}
