/**
 * One stylesheet per prerendered page, holding only the rules that page can use. The build's stylesheet carries every
 * component of the site and of /admin; a public page uses a fraction of it, and the browser parses every byte and
 * indexes every rule before its first paint, whatever the page shows. So each prerendered page gets its own copy of
 * the stylesheet with the rules whose selectors can never match there left out: a rule is dropped only when every
 * selector in its list requires a class (outside any pseudo-class's parentheses) that neither the page's HTML nor any
 * script the page can load mentions. Everything else (globals, `@font-face`, keyframes, themes, states set by scripts
 * on classes the page has) stays, in the same order, so the cascade is unchanged. Pages with the same result share
 * one file. The client-rendered SPA fallback (/admin) keeps the full stylesheet.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { prerenderedPages } from './built-pages.ts';
import { pageScriptFiles } from './js-budget.ts';

/** The stylesheet links of a page: `<link rel="stylesheet" href="/assets/…css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g;
/** Anything that can be a class name (vanilla-extract's hashed names, or a plain one) in HTML or JS text. */
const WORD = /-?[A-Za-z_][\w-]*/g;

/** The words of the texts: every string a class attribute or a script can put on an element. */
export function wordsOf(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((text) => text.match(WORD) ?? []));
}

const insidePseudo = (node: selectorParser.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
};

/** Whether one selector of the list can match where only `words` can be class names. */
function selectorsCanMatch(selectors: string, words: ReadonlySet<string>): boolean {
  let canMatch = true;
  selectorParser((list) => {
    canMatch = list.nodes.some((selector) => {
      let hasEveryClass = true;
      selector.walkClasses((name) => {
        if (!insidePseudo(name) && !words.has(name.value)) hasEveryClass = false;
      });
      return hasEveryClass;
    });
  }).processSync(selectors);
  return canMatch;
}

const GROUPING = /^(media|supports|layer|container)$/i;

/** Leaves out the rules of `container` that cannot match, and the grouping rules left empty by it. */
function keepMatching(container: Container, words: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      // A rule with nested rules is kept whole.
      if (!node.some((child) => child.type === 'rule') && !selectorsCanMatch(node.selector, words))
        node.remove();
    } else if (node.type === 'atrule' && GROUPING.test(node.name) && node.nodes) {
      keepMatching(node, words);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/**
 * `css` without the style rules none of whose selectors can match where only `words` can be class names: a selector
 * needs each class it names outside a pseudo-class's parentheses (`:not(.a)` matches without `.a`; `:is(.a, .b)` is
 * not looked into). What stays is the original text, in its order; at-rules without selectors (`@font-face`,
 * `@keyframes`) stay whole, and grouping rules (`@media`, `@supports`, `@layer`, `@container`) are filtered inside,
 * and left out when nothing in them stays.
 */
export function stylesForWords(css: string, words: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  keepMatching(root, words);
  return root.toString();
}

/** `assets/page-<hash>.css`, named for its content like the build's own assets. */
function pageStylesheetName(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return `page-${hash}.css`;
}

/**
 * Gives every prerendered page of `clientDir` its own stylesheet (see above) in place of the build's one. Returns
 * how many pages and files there are and the bytes of the largest and of the build's, for the build's log.
 */
export async function writePageStylesheets(
  clientDir: string,
): Promise<{ pages: number; files: number; largest: number; full: number }> {
  const assetsDir = join(clientDir, 'assets');
  const fullSheets = new Map<string, string>();
  const written = new Map<string, number>();
  const pages = await prerenderedPages(clientDir);
  for (const page of pages) {
    let html = await readFile(page, 'utf8');
    const links = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
    if (links.length === 0) continue;
    const scripts = pageScriptFiles(clientDir, html).map((file) =>
      readFile(join(clientDir, file), 'utf8'),
    );
    const words = wordsOf([html, ...(await Promise.all(scripts))]);
    for (const href of links) {
      if (!fullSheets.has(href))
        fullSheets.set(href, await readFile(join(assetsDir, basename(href)), 'utf8'));
      const pageCss = stylesForWords(fullSheets.get(href)!, words);
      const name = pageStylesheetName(pageCss);
      if (!written.has(name)) {
        await writeFile(join(assetsDir, name), pageCss);
        written.set(name, Buffer.byteLength(pageCss));
      }
      html = html.replace(`href="${href}"`, `href="/assets/${name}"`);
    }
    await writeFile(page, html);
  }
  return {
    pages: pages.length,
    files: written.size,
    largest: Math.max(0, ...written.values()),
    full: Math.max(0, ...[...fullSheets.values()].map((css) => Buffer.byteLength(css))),
  };
}
