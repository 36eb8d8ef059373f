import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { moduleClosure, moduleImports } from './module-graph.ts';

/** The pages with islands (the contact form, the testimonial carousel): Preact and the islands' code. */
export const ISLAND_PAGES: ReadonlySet<string> = new Set(['/', '/contact']);

/** A byte count as the budgets print it: `12.3 KB`. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * All the JS a public page may load, gzip -9: plain DOM code only, or that, Preact and the islands' code.
 */
export function jsBudgetOf(route: string): number {
  return (ISLAND_PAGES.has(route) ? 70 : 10) * 1024;
}

/** The script URLs a page's HTML references: `<script src>`, `<link rel="modulepreload">`, inline module imports. */
export function pageScriptUrls(html: string): string[] {
  const entries: string[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    entries.push(match[1]!);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.push(match[1]!);
  for (const [, inline] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g))
    entries.push(...moduleImports(inline!, { includeDynamic: true }));
  return entries;
}

/** Every JS file (site path) a prerendered page may load, at once or later through `import()`. */
export function pageScriptFiles(clientDir: string, html: string): string[] {
  return moduleClosure(pageScriptUrls(html), (url) => readFileSync(join(clientDir, url), 'utf8'), {
    includeDynamic: true,
  });
}

/**
 * Every JS file a prerendered page may load, with their gzip size: its scripts and all they import, at once or later
 * (`import()`: an island's code, the contact client on the first send).
 */
export function pageJs(clientDir: string, html: string): { files: string[]; gzipBytes: number } {
  const files = pageScriptFiles(clientDir, html);
  const gzipBytes = files.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
    0,
  );
  return { files: files.sort(), gzipBytes };
}
