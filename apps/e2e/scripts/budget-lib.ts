/**
 * The parsing half of the budget check: what a prerendered HTML page makes the browser load, following the page's
 * actual references (script src, modulepreload, inline module imports, stylesheets, preloads) and the static imports
 * of the JS it loads. Pure functions, tested in budget-lib.test.ts.
 */
import { gzipSync } from 'node:zlib';
import { moduleImports, sitePath } from '@agency/site/module-graph';

// The import-graph walk is the site's (its build check uses it too); re-exported for the budget scripts.
export { moduleClosure, moduleImports, sitePath } from '@agency/site/module-graph';

export { jsBudgetOf, kb } from '@agency/site/js-budget';

export const BUDGET = {
  /**
   * A page's HTML, gzip -9: within the first round trip of a new connection (TCP's initial window, 10 × 1 460 B), so
   * the first paint waits for no second one.
   */
  htmlBytes: 14 * 1024,
  /** Requests that block the first paint: stylesheets and parser-blocking scripts. */
  renderBlocking: 1,
  /**
   * `<link rel=preload as=font>` per page: none. The fonts swap in over metric-matched fallbacks; a preload would be
   * one more request the largest text's paint waits for in Lighthouse's simulation.
   */
  fontPreloads: 0,
  /**
   * CSS per route, gzip -9. Each prerendered page has its own stylesheet with only the rules it can use: the browser
   * parses and indexes every rule it receives before the first paint.
   */
  cssBytes: 12 * 1024,
  /** /admin's JS on top of the shared app code its shell loads (most of it the auth client), gzip -9. */
  adminOwnJsBytes: 60 * 1024,
  /** Image bytes a phone (`PHONE`) downloads for a page before its first scroll (files as served: not gzipped). */
  phoneImageBytes: 150 * 1024,
} as const;

/** The phone of the image budget: 390 × 844 CSS px at 3 device pixels per CSS px (iPhone 12 to 15). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 } as const;

export interface HtmlReferences {
  /** Scripts the page executes or preloads up front: src, modulepreload, static/dynamic imports of inline modules. */
  scripts: string[];
  /** Source of every inline script the browser executes (not JSON-LD or other data types). */
  inlineScripts: string[];
  /** Stylesheets and parser-blocking scripts: what the first paint waits for. */
  renderBlocking: string[];
  stylesheets: string[];
  /** `<link rel=preload as=font>` hrefs. */
  fontPreloads: string[];
  /** Every URL the page makes the browser fetch by itself (for the third-party check); not plain links. */
  loaded: string[];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decode(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** Attributes of one tag's attribute text, lower-cased names. */
export function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(
    /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g,
  )) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    attributes[name] = decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** `url(…)` and `@import` targets of a stylesheet. */
export function cssReferences(css: string): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)) {
    const url = match[1] ?? match[2] ?? match[3];
    if (url) found.push(url);
  }
  for (const match of css.matchAll(/@import\s+(?:"([^"]+)"|'([^']+)')/g)) {
    const url = match[1] ?? match[2];
    if (url) found.push(url);
  }
  return [...new Set(found)];
}

/** The font files a stylesheet's `@font-face` rules download (not `local()` fallbacks). */
export function fontFaceFiles(css: string): string[] {
  const files: string[] = [];
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g))
    for (const url of cssReferences(rule[1] ?? '')) if (!url.startsWith('data:')) files.push(url);
  return [...new Set(files)];
}

const EXECUTABLE_SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
]);

const LOADING_LINK_RELS = new Set([
  'stylesheet',
  'modulepreload',
  'preload',
  'prefetch',
  'icon',
  'shortcut',
  'apple-touch-icon',
  'manifest',
  'preconnect',
  'dns-prefetch',
]);

export function htmlReferences(html: string): HtmlReferences {
  const scripts: string[] = [];
  const inlineScripts: string[] = [];
  const renderBlocking: string[] = [];
  const stylesheets: string[] = [];
  const fontPreloads: string[] = [];
  const loaded: string[] = [];

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const type = (attributes.type ?? '').toLowerCase();
    const body = match[2] ?? '';
    if (attributes.src !== undefined) {
      scripts.push(attributes.src);
      loaded.push(attributes.src);
      if (type !== 'module' && attributes.async === undefined && attributes.defer === undefined)
        renderBlocking.push(attributes.src);
    } else if (type === 'module') {
      for (const specifier of moduleImports(body, { includeDynamic: true })) {
        scripts.push(specifier);
        loaded.push(specifier);
      }
    }
    if (attributes.src === undefined && EXECUTABLE_SCRIPT_TYPES.has(type) && body.trim())
      inlineScripts.push(body);
  }
  // Script bodies (JSON-LD, speculation rules) are data, not markup.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');

  for (const match of markup.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
    const href = attributes.href;
    if (!href || !rels.some((rel) => LOADING_LINK_RELS.has(rel))) continue;
    loaded.push(href);
    if (rels.includes('modulepreload')) scripts.push(href);
    if (rels.includes('stylesheet')) {
      stylesheets.push(href);
      const media = (attributes.media ?? 'all').trim().toLowerCase();
      if (!rels.includes('alternate') && attributes.disabled === undefined && media !== 'print')
        renderBlocking.push(href);
    }
    if (rels.includes('preload') && attributes.as === 'font') fontPreloads.push(href);
    if (rels.includes('preload') && attributes.as === 'script') scripts.push(href);
    if (rels.includes('preload') && attributes.as === 'style') stylesheets.push(href);
  }
  for (const match of markup.matchAll(
    /<(img|source|iframe|video|audio|embed|track|input)\b([^>]*)>/gi,
  )) {
    const attributes = parseAttributes(match[2] ?? '');
    for (const name of ['src', 'poster', 'data'])
      if (attributes[name]) loaded.push(attributes[name]);
    for (const name of ['srcset', 'imagesrcset'])
      for (const candidate of (attributes[name] ?? '').split(','))
        if (candidate.trim()) loaded.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  for (const match of markup.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi))
    loaded.push(...cssReferences(match[1] ?? ''));
  for (const match of markup.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi))
    loaded.push(...cssReferences(decode(match[1] ?? '')));

  const unique = (list: string[]) => [...new Set(list.filter(Boolean))];
  return {
    scripts: unique(scripts),
    inlineScripts,
    renderBlocking: unique(renderBlocking),
    stylesheets: unique(stylesheets),
    fontPreloads: unique(fontPreloads),
    loaded: unique(loaded),
  };
}

/** True when loading `reference` would contact another host. */
export function isThirdParty(reference: string): boolean {
  if (/^(data|blob|about):/i.test(reference)) return false;
  return sitePath(reference, '/') === null;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}
