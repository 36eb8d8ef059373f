/**
 * The hosting policy for one file of the build, for a host that serves the build itself (the local host): the
 * security headers, a CSP that allows exactly the inline scripts of the HTML page served, and the cache policy.
 */
import { readFile } from 'node:fs/promises';
import { inlineScriptHashes } from './inline-scripts.ts';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  IMMUTABLE_ASSETS_PREFIX,
  SECURITY_HEADERS,
} from './site-headers.ts';

export interface BuildFile {
  /** The file's path on disk. */
  file: string;
  mtimeMs: number;
}

export function createFileHeaders(supabaseUrl?: string | null) {
  const cspByFile = new Map<string, { mtimeMs: number; csp: string }>();
  const baseCsp = contentSecurityPolicy({ scriptHashes: [], supabaseUrl });
  /** Each version of a page is read once for its inline scripts. */
  async function htmlCsp({ file, mtimeMs }: BuildFile): Promise<string> {
    const cached = cspByFile.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.csp;
    const scriptHashes = inlineScriptHashes(await readFile(file, 'utf8'));
    const csp = contentSecurityPolicy({ scriptHashes, supabaseUrl });
    cspByFile.set(file, { mtimeMs, csp });
    return csp;
  }
  return {
    /** The CSP of an answer that is no page of the build (a plain-text error). */
    baseCsp,
    /** The policy headers of `found` served at `pathname` with `status` as `contentType`. */
    async of(found: BuildFile, pathname: string, status: number, contentType: string) {
      const isHtml = contentType.startsWith('text/html');
      const immutable = status === 200 && pathname.startsWith(IMMUTABLE_ASSETS_PREFIX);
      return {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': isHtml ? await htmlCsp(found) : baseCsp,
        'Cache-Control': immutable
          ? CACHE_CONTROL.immutable
          : isHtml
            ? CACHE_CONTROL.html
            : CACHE_CONTROL.other,
      };
    },
  };
}
