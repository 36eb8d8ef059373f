import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileHeaders } from '../src/file-headers.ts';
import { inlineScriptHashes } from '../src/inline-scripts.ts';
import { CACHE_CONTROL, contentSecurityPolicy, SECURITY_HEADERS } from '../src/site-headers.ts';

let dir: string;
const page = (script: string) => `<html><body><script>${script}</script></body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-headers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createFileHeaders', () => {
  it("allows a page's own inline scripts, and reads a changed page again", async () => {
    const file = join(dir, 'about.html');
    const headers = createFileHeaders('https://x.supabase.co');
    const cspOf = async (html: string, mtimeMs: number) => {
      await writeFile(file, html);
      return (await headers.of({ file, mtimeMs }, '/about', 200, 'text/html; charset=utf-8'))[
        'Content-Security-Policy'
      ];
    };
    const expected = (html: string) =>
      contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(html),
        supabaseUrl: 'https://x.supabase.co',
      });
    expect(await cspOf(page('one()'), 1)).toBe(expected(page('one()')));
    expect(await cspOf(page('two()'), 2)).toBe(expected(page('two()')));
  });

  it('caches hashed assets forever, pages briefly, the rest an hour; an error page never forever', async () => {
    const file = join(dir, 'app.js');
    await writeFile(file, 'x');
    const { mtimeMs } = await stat(file);
    const headers = createFileHeaders();
    const of = (pathname: string, status: number, type: string) =>
      headers.of({ file, mtimeMs }, pathname, status, type);
    expect(await of('/assets/app-1a2b.js', 200, 'text/javascript')).toEqual({
      ...SECURITY_HEADERS,
      'Content-Security-Policy': headers.baseCsp,
      'Cache-Control': CACHE_CONTROL.immutable,
    });
    expect((await of('/assets/missing.js', 404, 'text/javascript'))['Cache-Control']).toBe(
      CACHE_CONTROL.other,
    );
    expect((await of('/favicon.ico', 200, 'image/x-icon'))['Cache-Control']).toBe(
      CACHE_CONTROL.other,
    );
  });
});
