/**
 * Serves the React Router build like a good CDN: prerendered HTML per route, a real 404, the SPA fallback for
 * client-only routes, compression, caching and the security headers of @agency/static-host. @hono/node-server's
 * serveStatic streams the files; this picks the file for a path and the headers for the file.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import {
  createFileHeaders,
  isSpaRoute,
  NOT_FOUND_PAGE,
  SECURITY_HEADERS,
  SPA_FALLBACK_PAGE,
} from '@agency/static-host';

// Hono's table, with React Router's single-fetch payloads and the types this host has always sent.
const CONTENT_TYPES = {
  ...mimes,
  data: 'text/x-script; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
/** Smaller bodies gain nothing from compression. */
const MIN_COMPRESSIBLE_BYTES = 512;
/** The static hosts' own configuration files, which they read and never serve. */
const HOST_CONFIG_FILES = new Set(['_headers', '_redirects']);

type Encoding = 'br' | 'gzip';
interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

/** Picks the best encoding the client accepts (q-values honoured), brotli before gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (token) weights.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const accepted = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0);
  return accepted.sort((a, b) => weightOf(b) - weightOf(a))[0] ?? null;
}

/** Compresses once per file version and encoding; the site's files are few and immutable between builds. */
function createCompressionCache(limit = 500) {
  const cache = new Map<string, Buffer>();
  return async (found: FoundFile, encoding: Encoding) => {
    const key = `${encoding}:${found.file}:${found.mtimeMs}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const body = await readFile(found.file);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 9 });
    if (cache.size >= limit) cache.delete(cache.keys().next().value as string);
    cache.set(key, compressed);
    return compressed;
  };
}

/**
 * The file a path names inside the build folder, or null: no segment may leave the folder or name a hidden file or a
 * host's configuration file, and no symlink may lead out. `/about` is `about`, `about.html` or `about/index.html`;
 * `/about/` only `about/index.html`.
 */
function createFileFinder(root: string) {
  async function existingFile(file: string): Promise<FoundFile | null> {
    try {
      const info = await stat(file);
      const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
      if (!info.isFile() || (real !== realRoot && !real.startsWith(realRoot + sep))) return null;
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
    page: (name: string) => existingFile(join(root, name)),
    spaFallback: () => firstOf([join(root, SPA_FALLBACK_PAGE), join(root, 'index.html')]),
    route(pathname: string) {
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
      const base = join(root, ...segments);
      if (pathname.endsWith('/')) return firstOf([join(base, 'index.html')]);
      return firstOf([base, `${base}.html`, join(base, 'index.html')]);
    },
  };
}

function textAnswer(c: Context, status: number, text: string, headers: Record<string, string>) {
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

export function createStaticSite(options: { clientDir: string; supabaseUrl?: string | null }) {
  const root = resolve(options.clientDir);
  const files = createFileFinder(root);
  const policy = createFileHeaders(options.supabaseUrl);
  const compressed = createCompressionCache();
  const csp = { 'Content-Security-Policy': policy.baseCsp };

  /** The policy's headers, then the file's type, validators and whether it varies by encoding. */
  async function headersOf(found: FoundFile, pathname: string, status: number) {
    const contentType = getMimeType(found.file, CONTENT_TYPES) ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      ...(await policy.of(found, pathname, status, contentType)),
      'Content-Type': contentType,
      'Last-Modified': new Date(found.mtimeMs).toUTCString(),
    };
    if (status === 200)
      headers.ETag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    if (COMPRESSIBLE.test(contentType)) headers.Vary = 'Accept-Encoding';
    return headers;
  }

  async function send(c: Context, pathname: string, found: FoundFile, status: number) {
    const headers = await headersOf(found, pathname, status);
    const encoding =
      headers.Vary && found.size >= MIN_COMPRESSIBLE_BYTES
        ? negotiateEncoding(c.req.header('accept-encoding'))
        : null;
    if (encoding) headers['Content-Encoding'] = encoding;
    if (status === 200 && c.req.header('if-none-match') === headers.ETag)
      return new Response(null, { status: 304, headers });
    if (encoding) {
      const bytes = new Uint8Array(await compressed(found, encoding));
      headers['Content-Length'] = String(bytes.length);
      return new Response(c.req.method === 'HEAD' ? null : bytes, { status, headers });
    }
    // serveStatic streams the file (and answers HEAD); the host's headers win over its own.
    c.req.raw = new Request(c.req.url, { method: c.req.method });
    const response = (await serveStatic({ path: found.file })(c, () => Promise.resolve())) ?? c.res;
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return status === 200
      ? response
      : new Response(response.body, { status, headers: response.headers });
  }

  return async function serveSite(c: Context): Promise<Response> {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return textAnswer(c, 405, 'Method not allowed\n', { ...csp, Allow: 'GET, HEAD' });
    const pathname = new URL(c.req.url).pathname;
    const found = isSpaRoute(pathname) ? await files.spaFallback() : await files.route(pathname);
    if (found) return send(c, pathname, found, 200);
    const page = await files.page(NOT_FOUND_PAGE);
    if (page) return send(c, pathname, page, 404);
    const hint = `Not found. (No ${NOT_FOUND_PAGE} in ${root}: has the site been built?)\n`;
    return textAnswer(c, 404, hint, csp);
  };
}

/**
 * The prerendered page of `pathname` in the build folder, as text (read at each call: a new build shows at once), or
 * null when there is none. The contact function fills in the "not sent" page with it.
 */
export async function readPrerenderedPage(
  clientDir: string,
  pathname: string,
): Promise<string | null> {
  const found = await createFileFinder(resolve(clientDir)).route(pathname);
  return found ? readFile(found.file, 'utf8').catch(() => null) : null;
}
