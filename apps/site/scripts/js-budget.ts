import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartModules, builtAppStartPlan } from './app-start.ts';

/** architecture.md: the first-load JS of a route, gzip (React + React Router alone ≈108 KB). */
export const JS_BUDGET_BYTES = 125 * 1024;

/** `import … from "x"`, `import "x"` and `export … from "x"` of a built module (not dynamic `import()`). */
const STATIC_IMPORT =
  /(?:^|[;}\n\r])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']/g;

/**
 * Every JS file a prerendered page loads once its app runs: `<script src>`, `<link rel="modulepreload">`,
 * the modules an inline module script imports, the modules the deferred app start (app-start.ts)
 * imports, and everything those import statically; with their gzip size.
 */
export function firstLoadJs(
  clientDir: string,
  html: string,
): { files: string[]; gzipBytes: number } {
  const queue: string[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    queue.push(match[1]!);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) queue.push(match[1]!);
  for (const [, inline] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // The bootstrap imports the route modules statically and the client entry with `import()`, at once.
    for (const match of inline!.matchAll(STATIC_IMPORT)) queue.push(match[1]!);
    for (const match of inline!.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g))
      queue.push(match[1]!);
  }
  const plan = builtAppStartPlan(html);
  if (plan) queue.push(...appStartModules(plan));
  const urls = new Set<string>();
  let gzipBytes = 0;
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (urls.has(url)) continue;
    urls.add(url);
    const source = readFileSync(join(clientDir, url));
    gzipBytes += gzipSync(source, { level: 9 }).length;
    for (const match of source.toString('utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      if (/^\.{0,2}\/.*\.js$/.test(specifier))
        queue.push(new URL(specifier, `http://site${url}`).pathname);
    }
  }
  return { files: [...urls].sort(), gzipBytes };
}
