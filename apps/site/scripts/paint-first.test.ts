// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_DIR, paintFirst, SPA_FALLBACK_FILE } from './paint-first';

const HEAD =
  '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/app-2.js"/>' +
  '<link rel="stylesheet" href="/assets/app-3.css"/>';
const BODY =
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-5.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-4.js");</script>';
const PAGE = `<!DOCTYPE html><html><head>${HEAD}</head><body><main>Hello</main>${BODY}</body></html>`;

describe('paint first', () => {
  it('rewrites every prerendered page of a build but not the SPA fallback', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paint-first-'));
    await mkdir(join(dir, 'pricing'));
    await writeFile(join(dir, 'index.html'), PAGE);
    await writeFile(join(dir, 'pricing', 'index.html'), PAGE);
    await writeFile(join(dir, SPA_FALLBACK_FILE), PAGE);
    await writeFile(join(dir, 'robots.txt'), 'rel="modulepreload"');

    expect(await paintFirst(dir)).toBe(2);
    for (const page of ['index.html', join('pricing', 'index.html')]) {
      const html = await readFile(join(dir, page), 'utf8');
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(html).not.toContain('type="module"');
      expect(html).toContain('/assets/entry.client-4.js');
    }
    expect(await readFile(join(dir, SPA_FALLBACK_FILE), 'utf8')).toBe(PAGE);
    expect(await readFile(join(dir, 'robots.txt'), 'utf8')).toBe('rel="modulepreload"');
  });

  it("writes each page's loader data to a content-addressed file its app start fetches", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'paint-first-'));
    const data = (text: string) =>
      `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text)});</script>` +
      '<script>window.__reactRouterContext.streamController.close();</script>';
    await mkdir(join(dir, 'pricing'));
    await writeFile(join(dir, 'index.html'), PAGE.replace('<main>', `${data('home data')}<main>`));
    await writeFile(
      join(dir, 'pricing', 'index.html'),
      PAGE.replace('<main>', `${data('pricing data')}<main>`),
    );

    expect(await paintFirst(dir)).toBe(2);
    for (const [page, text] of [
      ['index.html', 'home data'],
      [join('pricing', 'index.html'), 'pricing data'],
    ] as const) {
      const html = await readFile(join(dir, page), 'utf8');
      expect(html).not.toContain('__reactRouterContext.streamController.enqueue(');
      const url = new RegExp(`"data":"(/${PAGE_DATA_DIR}/page-data-[0-9a-f]{12}\\.txt)"`).exec(
        html,
      )?.[1];
      expect(url).toBeDefined();
      expect(await readFile(join(dir, ...url!.split('/')), 'utf8')).toBe(text);
    }
  });
});
