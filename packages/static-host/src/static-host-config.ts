/** Renders the production static-host config (Netlify / Cloudflare Pages `_headers` and `_redirects`) from site-headers.ts. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScriptHashes } from './inline-scripts.ts';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  IMMUTABLE_ASSETS_PREFIX,
  NOT_FOUND_PAGE,
  PRODUCTION_ONLY_HEADERS,
  SECURITY_HEADERS,
  SPA_FALLBACK_PAGE,
  SPA_ROUTES,
} from './site-headers.ts';

export interface HeadersFileOptions {
  /** Inline-script hashes of every HTML page of the build: one policy for all, since the 404 page can answer any path. */
  scriptHashes: readonly string[];
  supabaseUrl?: string | null;
}

const GENERATED_NOTE =
  '# Generated from packages/static-host/src/site-headers.ts by the site build.';

export function renderHeadersFile({ scriptHashes, supabaseUrl }: HeadersFileOptions): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    GENERATED_NOTE,
    scriptHashes.length === 0
      ? '# Template without a site build: run the command after `react-router build` to add the inline-script hashes.'
      : `# ${scriptHashes.length} inline-script hash(es) from the site build.`,
    // HTML keeps the host's default revalidating cache: hosts join repeated headers, so Cache-Control is set once.
    block('/*', {
      ...SECURITY_HEADERS,
      ...PRODUCTION_ONLY_HEADERS,
      'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, supabaseUrl }),
    }),
    block(`${IMMUTABLE_ASSETS_PREFIX}*`, { 'Cache-Control': CACHE_CONTROL.immutable }),
    '',
  ].join('\n');
}

export function renderRedirectsFile(): string {
  const spaRules = SPA_ROUTES.flatMap((route) => [
    `${route}  /${SPA_FALLBACK_PAGE}  200`,
    `${route}/*  /${SPA_FALLBACK_PAGE}  200`,
  ]);
  return [GENERATED_NOTE, ...spaRules, `/*  /${NOT_FOUND_PAGE}  404`, ''].join('\n');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return Promise.resolve(entry.name.endsWith('.html') ? [path] : []);
    }),
  );
  return nested.flat().sort();
}

/** Every distinct inline-script hash across the build's HTML files. */
export async function collectInlineScriptHashes(clientDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(clientDir)) {
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}
