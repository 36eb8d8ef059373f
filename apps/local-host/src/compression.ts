import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain nothing from compression. */
export const MIN_COMPRESSIBLE_BYTES = 512;
const CACHE_LIMIT = 500;

/** Picks the best encoding the client accepts (q-values honoured), brotli before gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((encoding) => weightOf(encoding) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0] ?? null;
}

/** Compresses once per file version and encoding; the site's files are few and immutable between builds. */
export function createCompressionCache() {
  const cache = new Map<string, Buffer>();
  return async (key: string, read: () => Promise<Buffer>, encoding: Encoding) => {
    const cacheKey = `${encoding}:${key}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const body = await read();
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 9 });
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(cacheKey, compressed);
    return compressed;
  };
}
