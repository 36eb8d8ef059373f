/**
 * Another site's static build served as a CDN serves one, for `pnpm bench`'s side-by-side runs (BENCH_COMPARE_DIR):
 * brotli for every file of a compressible type (compressed once, ahead, at the highest quality, as a CDN's edge cache
 * holds it), a folder's index.html for its path, on 127.0.0.1 and a free port. The build's folder is copied first and
 * never written.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

export interface ServedBuild {
  url: string;
  close(): Promise<void>;
}

/** Writes `<file>.br` beside every file under `dir` of a type Hono compresses (text, scripts, SVG…). */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const type = entry.isFile() ? getMimeType(entry.name) : undefined;
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = await readFile(file);
    const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
    await writeFile(`${file}.br`, brotliCompressSync(body, { params: quality }));
  }
}

export async function serveBuild(buildDir: string): Promise<ServedBuild> {
  const root = await mkdtemp(join(tmpdir(), 'agency-bench-compare-'));
  await cp(buildDir, root, { recursive: true });
  await precompress(root);
  const app = new Hono().use('*', serveStatic({ root, precompressed: true }));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
