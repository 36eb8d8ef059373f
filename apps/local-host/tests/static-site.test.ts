import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/server.ts';
import { rawRequest } from './http-client.ts';
import {
  SPECULATION_RULES,
  FIXTURE_FILES,
  MODULE_SCRIPT,
  writeSiteFixture,
} from './site-fixture.ts';

let root: string;
let server: RunningServer;
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(server.url, path, { headers, method });
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-host-static-'));
  const clientDir = await writeSiteFixture(root);
  server = await startServer({
    port: 0,
    clientDir,
    dataDir: join(root, 'data'),
    supabaseUrl: 'https://abcdefgh.supabase.co',
    print: () => undefined,
  });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('routes', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/about/', 'about/index.html'],
    ['/contact', 'contact.html'],
    ['/robots.txt', 'robots.txt'],
  ])('%s serves the prerendered %s with 200', async (path, file) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(FIXTURE_FILES[file]);
  });

  it.each(['/no-such-page', '/services/unknown', '/about/team', '/assets/missing.js'])(
    '%s answers 404 with the prerendered 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body.toString()).toBe(FIXTURE_FILES['404.html']);
    },
  );

  it.each(['/admin', '/admin/', '/admin/inbox/42'])(
    '%s is served from the SPA fallback with 200',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe(FIXTURE_FILES['__spa-fallback.html']);
    },
  );

  it('serves React Router .data files with their content type', async () => {
    const response = await get('/about.data');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/x-script; charset=utf-8');
  });

  it('answers HEAD with the headers and no body', async () => {
    const head = await get('/about', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(
      String(Buffer.byteLength(FIXTURE_FILES['about/index.html'] ?? '')),
    );
    expect(head.body.length).toBe(0);
  });

  it('refuses other methods on pages', async () => {
    const response = await get('/', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('path traversal and hidden files', () => {
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/%00/secret.txt',
    '/.env',
    '/%2eenv',
    '/%E0%A4%A',
  ])('%s never reaches files outside the build or hidden files', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain('TOP SECRET');
    expect(response.body.toString()).not.toContain('do-not-serve');
  });
});

describe('caching and compression', () => {
  it('caches hashed assets forever and HTML briefly', async () => {
    expect((await get('/assets/entry.client-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/about')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await get('/nope')).headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('sends brotli or gzip as negotiated, with Vary: Accept-Encoding', async () => {
    const original = FIXTURE_FILES['assets/entry.client-abc123.js'];
    const br = await get('/assets/entry.client-abc123.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(original);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(original ?? ''));

    const gzip = await get('/assets/entry.client-abc123.js', {
      'accept-encoding': 'gzip;q=1, br;q=0',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(original);

    const plain = await get('/assets/entry.client-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(original);
  });

  it('compresses HTML and CSS but not images', async () => {
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
    expect(
      (await get('/assets/root-abc123.css', { 'accept-encoding': 'gzip' })).headers[
        'content-encoding'
      ],
    ).toBe('gzip');
    const image = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/assets/root-abc123.css');
    const etag = String(first.headers.etag);
    const second = await get('/assets/root-abc123.css', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });
});

describe('security headers', () => {
  it('sends nosniff, the referrer policy, the permissions policy and frame-ancestors none', async () => {
    const response = await get('/about');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows exactly the inline scripts of the page served, plus self', async () => {
    const about = String((await get('/about')).headers['content-security-policy']);
    const scriptSrc = about.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256(SPECULATION_RULES)} ${sha256(MODULE_SCRIPT)} ${sha256('window.aboutOnly = true;')}`,
    );
    const home = String((await get('/')).headers['content-security-policy']);
    expect(home).not.toContain(sha256('window.aboutOnly = true;'));
    expect(home).not.toContain('unsafe-eval');
  });

  it('limits styles, fonts, images (plus inline data: placeholders) and connections to self and the project', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
    expect(csp.split('; ')).toContain("connect-src 'self' https://abcdefgh.supabase.co");
    expect(csp.split('; ')).toContain("form-action 'self' https://abcdefgh.supabase.co");
  });
});
