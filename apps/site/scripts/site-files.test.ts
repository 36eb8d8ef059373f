// @vitest-environment node
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sitemapRoutes } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { buildDate, placeNotFoundPage, renderRobots, renderSitemap } from './site-files';

describe('site files', () => {
  it('lists every sitemap route with an absolute URL and a lastmod, and never /admin', () => {
    const xml = renderSitemap('https://example.com', '2026-01-02');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapRoutes.map((route) => `https://example.com${route.path}`));
    expect(locs).toContain('https://example.com/');
    expect(xml).not.toContain('/admin');
    expect(xml.match(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)).toHaveLength(sitemapRoutes.length);
    // Each legal page its own revision date; the other pages the build's.
    const lastmod = (path: string) =>
      new RegExp(`<loc>https://example.com${path}</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(
        xml,
      )?.[1];
    expect(lastmod('/privacy-policy')).toBe('2026-11-28');
    expect(lastmod('/terms-of-service')).toBe('2026-11-21');
    expect(lastmod('/')).toBe('2026-01-02');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });

  it('allows all, disallows /admin and points at the sitemap', () => {
    const robots = renderRobots('https://example.com');
    expect(robots).toContain('User-agent: *\nAllow: /');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://example.com/sitemap.xml');
  });

  it('takes the build date from SOURCE_DATE_EPOCH when set', () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: '1767225600' })).toBe('2026-01-01');
    expect(buildDate({}, new Date('2025-05-05T10:00:00Z'))).toBe('2025-05-05');
  });

  it('moves the prerendered /404 page to 404.html', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-files-'));
    await mkdir(join(dir, '404'));
    await writeFile(join(dir, '404', 'index.html'), '<h1>Page Not Found</h1>');
    await writeFile(join(dir, '404.data'), 'x');
    await placeNotFoundPage(dir);
    expect(await readFile(join(dir, '404.html'), 'utf8')).toContain('Page Not Found');
    expect(existsSync(join(dir, '404'))).toBe(false);
    expect(existsSync(join(dir, '404.data'))).toBe(false);
  });
});
