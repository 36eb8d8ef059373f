/**
 * The import graph of the built site's JS, as a browser follows it: which modules a module imports, and every module
 * a set of entries loads. One walker for the site's own build check (js-budget.ts) and for `pnpm budget`
 * (apps/e2e, through `@agency/site/module-graph`). Imports are read by es-module-lexer, so a string or a comment
 * that looks like an import is not one.
 */
import { init, parse } from 'es-module-lexer';

await init();

/**
 * Specifiers a JS module imports at load time: `import … from "x"`, `import "x"`, `export … from "x"`. Dynamic
 * `import("x")` is excluded unless `includeDynamic` (an inline bootstrap script runs its `import()` at once); a
 * dynamic import whose specifier is not a plain string (a template with substitutions) names no one file and is
 * skipped.
 */
export function moduleImports(source: string, { includeDynamic = false } = {}): string[] {
  const statics: string[] = [];
  const dynamics: string[] = [];
  for (const entry of parse(source)[0]) {
    if (entry.type === 'static' || entry.type === 'reexport-star') {
      if (!entry.typeOnly) statics.push(entry.specifier);
    } else if (entry.type === 'dynamic' && entry.specifier !== undefined && !entry.glob) {
      dynamics.push(entry.specifier);
    }
  }
  return [...new Set(includeDynamic ? [...statics, ...dynamics] : statics)];
}

/** Resolves a reference against the page or module path it appears in; null for another origin. */
export function sitePath(reference: string, from: string): string | null {
  if (/^(data|blob|about|javascript):/i.test(reference)) return null;
  const url = new URL(reference, new URL(from, 'http://site.invalid'));
  if (url.origin !== 'http://site.invalid') return null;
  return decodeURIComponent(url.pathname);
}

/**
 * All modules loaded by `entries` (site paths such as `/assets/app-1a2b.js`) through static imports (and `import()`
 * with `includeDynamic`: everything the code may load while it is used), breadth first, each once. `read` returns a
 * module's source, or null when there is no such file (the path is still listed, for the caller to report).
 */
export function moduleClosure(
  entries: string[],
  read: (path: string) => string | null,
  { includeDynamic = false } = {},
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const source = read(path);
    if (source === null) continue;
    for (const specifier of moduleImports(source, { includeDynamic })) {
      const resolved = sitePath(specifier, path);
      if (resolved && !seen.has(resolved)) queue.push(resolved);
    }
  }
  return [...seen];
}
