/**
 * `pnpm budget`: the performance budget of every prerendered page in apps/site/build/client, deterministic (files
 * only, gzip -9):
 * - all JS (every script the HTML loads or modulepreloads, the imports of its inline module scripts, everything those
 *   import, at once or on demand with `import()`, and the code of its inline scripts) ≤ 10 KB, or on the pages with
 *   islands (the contact form, the testimonial carousel), which load Preact, ≤ 70 KB (`@agency/site/js-budget`);
 *   the critical-path part (what loads before the load event: no `import()`) is reported beside it;
 * - the HTML ≤ 14 KB (a new connection's first round trip);
 * - render-blocking requests (stylesheets, parser-blocking scripts) ≤ 1;
 * - CSS (stylesheets and their @imports) ≤ 12 KB;
 * - no resource from another host in the HTML or the CSS it loads (plain links such as the booking link, and the
 *   canonical / Open Graph URLs, are not loads);
 * - no font is preloaded with <link rel=preload as=font> (both swap in over metric-matched fallbacks), and a preload
 *   would have to name a font the CSS downloads;
 * - the images it loads at once (not `loading="lazy"`), as the files a 390 px phone at 3× picks, ≤ 150 KB
 *   (image-budget.ts; the lazy ones Chromium fetches before the first scroll: tests/images.spec.ts).
 * Prints a table per route (also written to reports/budget.md) and exits 1 when a page is over budget.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUDGET,
  cssReferences,
  fontFaceFiles,
  gzipSize,
  htmlReferences,
  isThirdParty,
  jsBudgetOf,
  kb,
  moduleClosure,
  sitePath,
} from './budget-lib.ts';
import { NOT_FOUND_PAGE, SPA_FALLBACK_PAGE } from '@agency/static-host';
import { SITE_CLIENT_DIR } from '../support/host.ts';
import { checkAdminBudget } from './admin-budget.ts';
import { phoneImageReport } from './image-budget.ts';
import { markdownTable } from './markdown-table.ts';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = SITE_CLIENT_DIR;
/** Not a public page: the client-rendered shell for /admin (checked on its own, in admin-budget.ts). */
const SPA_FALLBACK = SPA_FALLBACK_PAGE;
const SKIPPED = new Set([SPA_FALLBACK]);

interface RouteReport {
  route: string;
  htmlBytes: number;
  scripts: string[];
  criticalJsBytes: number;
  renderBlocking: number;
  jsFiles: number;
  jsBytes: number;
  jsBudget: number;
  cssFiles: number;
  cssBytes: number;
  fonts: string;
  imageFiles: number;
  imageBytes: number;
  problems: string[];
}

function htmlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(path));
    else if (entry.name.endsWith('.html') && !SKIPPED.has(entry.name)) files.push(path);
  }
  return files.sort();
}

function routeOf(file: string): string {
  const path = `/${relative(clientDir, file).split(sep).join('/')}`;
  if (path === `/${NOT_FOUND_PAGE}`) return '(404 page)';
  return path
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/$/, '$1');
}

function fileOf(path: string): string | null {
  const file = join(clientDir, ...path.split('/').filter(Boolean));
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

const gzipCache = new Map<string, number>();
function gzipOf(path: string): number {
  let size = gzipCache.get(path);
  if (size === undefined) {
    const file = fileOf(path);
    size = file ? gzipSize(readFileSync(file)) : 0;
    gzipCache.set(path, size);
  }
  return size;
}

/**
 * The stylesheets a page loads and their @imports, and the font files they name; a missing stylesheet or a load from
 * another host goes into `problems`.
 */
function stylesheets(
  loaded: string[],
  read: (path: string) => string | null,
  problems: string[],
): { styles: Set<string>; fontFiles: Set<string> } {
  const styles = new Set<string>();
  const queue = [...loaded];
  const cssLoads: { from: string; url: string }[] = [];
  const fontFiles = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (styles.has(path)) continue;
    styles.add(path);
    const css = read(path);
    if (css === null) {
      problems.push(`missing stylesheet ${path}`);
      continue;
    }
    for (const url of cssReferences(css)) {
      cssLoads.push({ from: path, url });
      if (/\.css([?#].*)?$/.test(url)) {
        const next = sitePath(url, path);
        if (next) queue.push(next);
      }
    }
    for (const url of fontFaceFiles(css)) {
      const font = sitePath(url, path);
      if (font) fontFiles.add(font);
    }
  }
  for (const { from, url } of cssLoads)
    if (isThirdParty(url)) problems.push(`${from} loads a third-party resource: ${url}`);
  return { styles, fontFiles };
}

function checkPage(file: string): RouteReport {
  const route = routeOf(file);
  const pagePath = `/${relative(clientDir, file).split(sep).join('/')}`;
  const html = readFileSync(file, 'utf8');
  const refs = htmlReferences(html);
  const problems: string[] = [];

  for (const url of refs.loaded)
    if (isThirdParty(url)) problems.push(`loads a third-party resource: ${url}`);

  const resolveAll = (list: string[]) =>
    list.map((ref) => sitePath(ref, pagePath)).filter((path): path is string => path !== null);

  const read = (path: string) => {
    const found = fileOf(path);
    return found ? readFileSync(found, 'utf8') : null;
  };
  const criticalScripts = moduleClosure(resolveAll(refs.scripts), read);
  const criticalJsBytes =
    criticalScripts.reduce((sum, path) => sum + gzipOf(path), 0) +
    refs.inlineScripts.reduce((sum, source) => sum + gzipSize(source), 0);
  const scripts = moduleClosure(criticalScripts, read, { includeDynamic: true });
  for (const path of scripts) if (!fileOf(path)) problems.push(`missing script ${path}`);
  const jsBytes =
    scripts.reduce((sum, path) => sum + gzipOf(path), 0) +
    refs.inlineScripts.reduce((sum, source) => sum + gzipSize(source), 0);
  const jsBudget = jsBudgetOf(route);

  const { styles, fontFiles } = stylesheets(resolveAll(refs.stylesheets), read, problems);
  const cssBytes = [...styles].reduce((sum, path) => sum + gzipOf(path), 0);

  const preloaded = new Set(resolveAll(refs.fontPreloads));
  for (const font of preloaded) {
    if (!fileOf(font)) problems.push(`preloaded font missing: ${font}`);
    else if (!fontFiles.has(font)) problems.push(`preloaded font the CSS never uses: ${font}`);
  }
  if (preloaded.size > BUDGET.fontPreloads)
    problems.push(`${preloaded.size} font preloads > ${BUDGET.fontPreloads}`);

  if (jsBytes > jsBudget) problems.push(`all JS ${kb(jsBytes)} > ${kb(jsBudget)}`);
  if (refs.renderBlocking.length > BUDGET.renderBlocking)
    problems.push(
      `${refs.renderBlocking.length} render-blocking requests > ${BUDGET.renderBlocking}: ${refs.renderBlocking.join(', ')}`,
    );
  if (cssBytes > BUDGET.cssBytes) problems.push(`CSS ${kb(cssBytes)} > ${kb(BUDGET.cssBytes)}`);
  const images = phoneImageReport(html, (url) => {
    const path = sitePath(url, pagePath);
    const found = path === null ? null : fileOf(path);
    return found ? statSync(found).size : null;
  });
  problems.push(...images.problems);
  const htmlBytes = gzipSize(Buffer.from(html));
  if (htmlBytes > BUDGET.htmlBytes)
    problems.push(`HTML ${kb(htmlBytes)} > ${kb(BUDGET.htmlBytes)}`);

  return {
    route,
    htmlBytes,
    scripts,
    criticalJsBytes,
    renderBlocking: refs.renderBlocking.length,
    jsFiles: scripts.length,
    jsBytes,
    jsBudget,
    cssFiles: styles.size,
    cssBytes,
    fonts: `${[...fontFiles].filter((font) => preloaded.has(font)).length}/${fontFiles.size}`,
    imageFiles: images.urls.length,
    imageBytes: images.bytes,
    problems,
  };
}

function table(reports: RouteReport[]): string {
  const header = [
    'Route',
    'HTML gzip',
    'Critical JS',
    'Render-blocking',
    'JS files',
    'JS gzip',
    'JS left',
    'CSS files',
    'CSS gzip',
    'Fonts preloaded',
    'Eager images (phone)',
    'Result',
  ];
  const rows = reports.map((report) => [
    report.route,
    kb(report.htmlBytes),
    kb(report.criticalJsBytes),
    String(report.renderBlocking),
    String(report.jsFiles),
    kb(report.jsBytes),
    kb(report.jsBudget - report.jsBytes),
    String(report.cssFiles),
    kb(report.cssBytes),
    report.fonts,
    `${report.imageFiles} · ${kb(report.imageBytes)}`,
    report.problems.length === 0 ? 'ok' : 'FAIL',
  ]);
  return markdownTable(header, rows);
}

if (!existsSync(join(clientDir, 'index.html'))) {
  console.error(
    `No site build at ${clientDir}: run \`npx -y pnpm@10.34.9 --filter @agency/site run build\` first.`,
  );
  process.exit(1);
}

const reports = htmlFiles(clientDir).map(checkPage);
const readSite = (path: string) => {
  const found = fileOf(path);
  return found ? readFileSync(found, 'utf8') : null;
};
const shellHtml = fileOf(`/${SPA_FALLBACK}`) ? (readSite(`/${SPA_FALLBACK}`) ?? '') : '';
const admin = checkAdminBudget({
  shellScripts: htmlReferences(shellHtml)
    .scripts.map((ref) => sitePath(ref, `/${SPA_FALLBACK}`))
    .filter((path): path is string => path !== null),
  publicClosures: new Map(reports.map((report) => [report.route, report.scripts])),
  read: readSite,
  gzipOf,
});
const output = [
  `Budget per prerendered page (gzip -9): HTML ≤ ${kb(BUDGET.htmlBytes)}, ` +
    `all JS ≤ ${kb(jsBudgetOf('/about'))} (≤ ${kb(jsBudgetOf('/'))} with islands), render-blocking requests ≤ ${BUDGET.renderBlocking}, CSS ≤ ${kb(BUDGET.cssBytes)}, ` +
    `no third-party loads, no font preloaded, eager images on a phone ≤ ${kb(BUDGET.phoneImageBytes)}.`,
  '',
  table(reports),
  '',
  ...reports.flatMap((report) => report.problems.map((problem) => `- ${report.route}: ${problem}`)),
  `/admin: ${admin.ownFiles.length} JS files, ${kb(admin.ownBytes)} on top of the shared app code ` +
    `(≤ ${kb(BUDGET.adminOwnJsBytes)}); no public page loads the auth client: ` +
    `${admin.problems.length === 0 ? 'ok' : 'FAIL'}`,
  ...admin.problems.map((problem) => `- /admin: ${problem}`),
].join('\n');
console.log(output);
mkdirSync(join(e2eDir, 'reports'), { recursive: true });
writeFileSync(join(e2eDir, 'reports', 'budget.md'), `${output}\n`);

const failed: unknown[] = reports.filter((report) => report.problems.length > 0);
if (admin.problems.length > 0) failed.push(admin);
if (reports.length === 0) {
  console.error('No prerendered HTML found.');
  process.exit(1);
}
if (failed.length > 0) {
  console.error(`\n${failed.length} page(s) over budget or failing a check.`);
  process.exit(1);
}
console.log(`\nAll ${reports.length} pages within budget.`);
