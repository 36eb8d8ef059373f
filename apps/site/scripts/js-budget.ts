import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** architecture.md: the first-load JS of a route, gzip (React + React Router alone ≈108 KB). */
export const JS_BUDGET_BYTES = 125 * 1024;

/**
 * Every JS file a prerendered page loads up front: `<script src>`, `<link rel="modulepreload">` and
 * the modules React Router's inline bootstrap imports; with their gzip size.
 */
export function firstLoadJs(clientDir: string, html: string): { files: string[]; gzipBytes: number } {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\(?\s*["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  let gzipBytes = 0;
  for (const url of urls) {
    gzipBytes += gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
  }
  return { files: [...urls].sort(), gzipBytes };
}
