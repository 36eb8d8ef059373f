/**
 * Serves the React Router build like a good CDN: prerendered HTML per route, a real 404, the SPA fallback for
 * client-only routes, compression, caching and the security headers of @agency/static-host. @hono/node-server's
 * serveStatic streams the files; this picks the file for a path and the headers for the file.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import {
  CACHE_CONTROL,
  contentSecurityPolicy,
  IMMUTABLE_ASSETS_PREFIX,
  inlineScriptHashes,
  isSpaRoute,
  NOT_FOUND_PAGE,
  SECURITY_HEADERS,
  SPA_FALLBACK_PAGE,
} from '@agency/static-host';
import {
  createCompressionCache,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
} from './compression.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';

export interface StaticSiteOptions {
  clientDir: string;
  supabaseUrl?: string | null;
}

export type StaticRequestHandler = (c: Context, pathname: string) => Promise<Response>;

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** The static hosts' own configuration files (`_headers`, `_redirects`), which they read and never serve. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

/**
 * Decoded path segments, or null when the path tries to leave the build folder or reach hidden files or the static
 * hosts' configuration files.
 */
export function safePathSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\\0]/.test(segment) || segment.startsWith('.') || HOST_CONFIG_FILES.has(segment))
      return null;
    segments.push(segment);
  }
  return segments;
}

/** The file a path names inside the build folder (symlinks may not lead out of it), or null. */
function createFileFinder(clientDir: string) {
  const root = resolve(clientDir);
  async function existingFile(file: string): Promise<FoundFile | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return null;
      return { file, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      return null;
    }
  }
  async function firstOf(candidates: string[]): Promise<FoundFile | null> {
    for (const candidate of candidates) {
      const found = await existingFile(candidate);
      if (found) return found;
    }
    return null;
  }
  return {
    root,
    page: (name: string) => existingFile(join(root, name)),
    /** `/about` is `about`, `about.html` or `about/index.html`; `/about/` only `about/index.html`. */
    async route(pathname: string): Promise<FoundFile | null> {
      const segments = safePathSegments(pathname);
      if (segments === null) return null;
      const base = join(root, ...segments);
      if (base !== root && !base.startsWith(root + sep)) return null;
      return firstOf(
        pathname.endsWith('/')
          ? [join(base, 'index.html')]
          : [base, `${base}.html`, join(base, 'index.html')],
      );
    },
    spaFallback: () => firstOf([join(root, SPA_FALLBACK_PAGE), join(root, 'index.html')]),
  };
}

/** The CDN's headers for a file: security headers, its CSP, content type, caching and validators. */
function createFileHeaders(supabaseUrl: string | null | undefined) {
  const cspByFile = new Map<string, { mtimeMs: number; csp: string }>();
  const baseCsp = contentSecurityPolicy({ scriptHashes: [], supabaseUrl });
  async function htmlCsp(found: FoundFile): Promise<string> {
    const cached = cspByFile.get(found.file);
    if (cached && cached.mtimeMs === found.mtimeMs) return cached.csp;
    const html = await readFile(found.file, 'utf8');
    const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), supabaseUrl });
    cspByFile.set(found.file, { mtimeMs: found.mtimeMs, csp });
    return csp;
  }
  return {
    baseCsp,
    async of(found: FoundFile, pathname: string, status: number): Promise<Record<string, string>> {
      const contentType = contentTypeFor(found.file);
      const isHtml = contentType.startsWith('text/html');
      return {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': isHtml ? await htmlCsp(found) : baseCsp,
        'Content-Type': contentType,
        'Cache-Control':
          status === 200 && pathname.startsWith(IMMUTABLE_ASSETS_PREFIX)
            ? CACHE_CONTROL.immutable
            : isHtml
              ? CACHE_CONTROL.html
              : CACHE_CONTROL.other,
        'Last-Modified': new Date(found.mtimeMs).toUTCString(),
        ...(status === 200 ? { ETag: etagOf(found) } : {}),
        ...(isCompressible(contentType) ? { Vary: 'Accept-Encoding' } : {}),
      };
    },
  };
}

const etagOf = (found: FoundFile) =>
  `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;

function textAnswer(
  c: Context,
  status: number,
  text: string,
  headers: Record<string, string>,
): Response {
  const body = new TextEncoder().encode(text);
  return new Response(c.req.method === 'HEAD' ? null : body, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function createStaticSite({
  clientDir,
  supabaseUrl,
}: StaticSiteOptions): StaticRequestHandler {
  const files = createFileFinder(clientDir);
  const fileHeaders = createFileHeaders(supabaseUrl);
  const compress = createCompressionCache();
  const csp = { 'Content-Security-Policy': fileHeaders.baseCsp };

  async function send(c: Context, pathname: string, found: FoundFile, status: number) {
    const headers = await fileHeaders.of(found, pathname, status);
    const encoding =
      headers.Vary && found.size >= MIN_COMPRESSIBLE_BYTES
        ? negotiateEncoding(c.req.header('accept-encoding'))
        : null;
    if (encoding) headers['Content-Encoding'] = encoding;
    if (status === 200 && c.req.header('if-none-match') === headers.ETag)
      return new Response(null, { status: 304, headers });
    if (encoding) {
      const key = `${found.file}:${found.mtimeMs}`;
      const bytes = new Uint8Array(await compress(key, () => readFile(found.file), encoding));
      headers['Content-Length'] = String(bytes.length);
      return new Response(c.req.method === 'HEAD' ? null : bytes, { status, headers });
    }
    // serveStatic streams the file (and answers HEAD); the host's headers win over its own.
    c.req.raw = new Request(c.req.url, { method: c.req.method });
    const served = await serveStatic({ path: found.file })(c, () => Promise.resolve());
    const response = served ?? c.res;
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return status === 200
      ? response
      : new Response(response.body, { status, headers: response.headers });
  }

  async function notFound(c: Context, pathname: string) {
    const page = await files.page(NOT_FOUND_PAGE);
    if (page) return send(c, pathname, page, 404);
    const hint = `Not found. (No ${NOT_FOUND_PAGE} in ${files.root}: has the site been built?)\n`;
    return textAnswer(c, 404, hint, csp);
  }

  return async function serveSite(c, pathname) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return textAnswer(c, 405, 'Method not allowed\n', { ...csp, Allow: 'GET, HEAD' });
    const found = isSpaRoute(pathname) ? await files.spaFallback() : await files.route(pathname);
    return found ? send(c, pathname, found, 200) : notFound(c, pathname);
  };
}
