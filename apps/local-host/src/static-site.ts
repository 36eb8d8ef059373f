/**
 * Serves the React Router build like a good CDN: prerendered HTML per route, a real 404, the SPA fallback for
 * client-only routes, compression, caching and the security headers of @agency/static-host.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import {
  createCompressionCache,
  MIN_COMPRESSIBLE_BYTES,
  negotiateEncoding,
} from './compression.ts';
import { contentTypeFor, isCompressible } from './content-types.ts';
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

export interface StaticSiteOptions {
  clientDir: string;
  supabaseUrl?: string | null;
}

export type StaticRequestHandler = (request: Request, pathname: string) => Promise<Response>;

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** The static hosts' own configuration files, which they read and never serve (apps/local-host/static-host). */
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

export function createStaticSite({
  clientDir,
  supabaseUrl,
}: StaticSiteOptions): StaticRequestHandler {
  const root = resolve(clientDir);
  const compress = createCompressionCache();
  const cspByFile = new Map<string, { mtimeMs: number; csp: string }>();
  const baseCsp = contentSecurityPolicy({ scriptHashes: [], supabaseUrl });

  async function existingFile(file: string): Promise<FoundFile | null> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      const real = await realpath(file);
      const realRoot = await realpath(root);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) return null;
      return { file, size: info.size, mtimeMs: info.mtimeMs };
    } catch {
      return null;
    }
  }

  async function findRouteFile(pathname: string): Promise<FoundFile | null> {
    const segments = safePathSegments(pathname);
    if (segments === null) return null;
    const base = join(root, ...segments);
    if (base !== root && !base.startsWith(root + sep)) return null;
    const candidates = pathname.endsWith('/')
      ? [join(base, 'index.html')]
      : [base, `${base}.html`, join(base, 'index.html')];
    for (const candidate of candidates) {
      const found = await existingFile(candidate);
      if (found) return found;
    }
    return null;
  }

  function cspFor(found: FoundFile, body: Buffer): string {
    const cached = cspByFile.get(found.file);
    if (cached && cached.mtimeMs === found.mtimeMs) return cached.csp;
    const csp = contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(body.toString('utf8')),
      supabaseUrl,
    });
    cspByFile.set(found.file, { mtimeMs: found.mtimeMs, csp });
    return csp;
  }

  async function sendFile(request: Request, pathname: string, found: FoundFile, status: number) {
    const body = await readFile(found.file);
    const contentType = contentTypeFor(found.file);
    const isHtml = contentType.startsWith('text/html');
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': isHtml ? cspFor(found, body) : baseCsp,
      'Content-Type': contentType,
      'Cache-Control':
        status === 200 && pathname.startsWith(IMMUTABLE_ASSETS_PREFIX)
          ? CACHE_CONTROL.immutable
          : isHtml
            ? CACHE_CONTROL.html
            : CACHE_CONTROL.other,
      'Last-Modified': new Date(found.mtimeMs).toUTCString(),
    };
    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    if (status === 200) headers.ETag = etag;

    let payload: Buffer = body;
    if (isCompressible(contentType)) {
      headers.Vary = 'Accept-Encoding';
      const encoding =
        body.length >= MIN_COMPRESSIBLE_BYTES
          ? negotiateEncoding(request.headers.get('accept-encoding') ?? undefined)
          : null;
      if (encoding) {
        payload = compress(`${found.file}:${found.mtimeMs}`, body, encoding);
        headers['Content-Encoding'] = encoding;
      }
    }

    if (status === 200 && request.headers.get('if-none-match') === etag)
      return new Response(null, { status: 304, headers });
    headers['Content-Length'] = String(payload.length);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(payload), {
      status,
      headers,
    });
  }

  function sendText(
    request: Request,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) {
    const body = Buffer.from(text, 'utf8');
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      status,
      headers: {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': baseCsp,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(body.length),
        'Cache-Control': 'no-store',
        ...extra,
      },
    });
  }

  async function sendNotFound(request: Request, pathname: string) {
    const page = await existingFile(join(root, NOT_FOUND_PAGE));
    if (page) return sendFile(request, pathname, page, 404);
    return sendText(
      request,
      404,
      `Not found. (No ${NOT_FOUND_PAGE} in ${root}: has the site been built?)\n`,
    );
  }

  return async function serveStatic(request, pathname) {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendText(request, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    if (isSpaRoute(pathname)) {
      const fallback =
        (await existingFile(join(root, SPA_FALLBACK_PAGE))) ??
        (await existingFile(join(root, 'index.html')));
      if (fallback) return sendFile(request, pathname, fallback, 200);
      return sendNotFound(request, pathname);
    }
    const found = await findRouteFile(pathname);
    if (found) return sendFile(request, pathname, found, 200);
    return sendNotFound(request, pathname);
  };
}
