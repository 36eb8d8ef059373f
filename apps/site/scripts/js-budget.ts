import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appStartModules, builtAppStartPlan } from './app-start.ts';
import { moduleClosure, moduleImports } from './module-graph.ts';

/** architecture.md: the first-load JS of a route, gzip (React and React Router take most of it). */
export const JS_BUDGET_BYTES = 125 * 1024;

/**
 * Every JS file a prerendered page loads once its app runs: `<script src>`, `<link rel="modulepreload">`,
 * the modules an inline module script imports, the modules the deferred app start (app-start.ts)
 * imports, and everything those import statically; with their gzip size.
 */
export function firstLoadJs(
  clientDir: string,
  html: string,
): { files: string[]; gzipBytes: number } {
  const entries: string[] = [];
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    entries.push(match[1]!);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) entries.push(match[1]!);
  for (const [, inline] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // The bootstrap imports the route modules statically and the client entry with `import()`, at once.
    entries.push(...moduleImports(inline!, { includeDynamic: true }));
  }
  const plan = builtAppStartPlan(html);
  if (plan) entries.push(...appStartModules(plan));
  const files = moduleClosure(entries, (url) => readFileSync(join(clientDir, url), 'utf8'));
  const gzipBytes = files.reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length,
    0,
  );
  return { files: files.sort(), gzipBytes };
}
