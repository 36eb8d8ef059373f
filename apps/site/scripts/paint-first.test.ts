// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropModulePreloads, paintFirst, SPA_FALLBACK_FILE } from './paint-first';

const HEAD =
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/app-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app-3.css"/>';
const BODY = '<script type="module" async="">import "/assets/manifest-1.js";import("/assets/entry.client-4.js");</script>';
const PAGE = `<!DOCTYPE html><html><head>${HEAD}</head><body><main>Hello</main>${BODY}</body></html>`;

describe('paint first', () => {
  it('drops the module preloads and keeps font preloads, stylesheets and the module script', () => {
    const html = dropModulePreloads(PAGE);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('as="font"');
    expect(html).toContain('rel="stylesheet"');
    expect(html).toContain(BODY);
  });

  it('rewrites every prerendered page of a build but not the SPA fallback', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paint-first-'));
    await mkdir(join(dir, 'pricing'));
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'pricing', 'index.html'), PAGE);
    await writeFile(join(dir, SPA_FALLBACK_FILE), PAGE);
    await writeFile(join(dir, 'robots.txt'), 'rel="modulepreload"');

    expect(await paintFirst(dir)).toBe(2);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(await readFile(join(dir, 'pricing', 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(await readFile(join(dir, SPA_FALLBACK_FILE), 'utf8')).toBe(PAGE);
    expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toBe('rel="modulepreload"');
  });
});
