import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUDGET } from './budget-lib.ts';
import { eagerImageUrls, phoneImageReport } from './image-budget.ts';

const WIDTHS = [480, 800, 1280, 1600, 2000, 2400];
const srcset = (name: string, format: string) =>
  WIDTHS.map((width) => `/assets/${name}-${width}.${format} ${width}w`).join(', ');

/** A picture as `<Picture>` renders it. */
function picture(name: string, { priority = false } = {}) {
  return (
    `<picture><source type="image/avif" srcSet="${srcset(name, 'avif')}" sizes="100vw"/>` +
    `<source type="image/webp" srcSet="${srcset(name, 'webp')}" sizes="100vw"/>` +
    `<img src="/assets/${name}-2400.webp" width="2400" height="1500" alt="${name}" decoding="async" ` +
    `loading="${priority ? 'eager' : 'lazy'}"${priority ? ' fetchPriority="high"' : ''} ` +
    `style="background-image:url(&quot;data:image/webp;base64,UklGR&quot;)"/></picture>`
  );
}

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

test('a page without images costs a phone nothing', () => {
  assert.deepEqual(
    phoneImageReport(page('<h1>Pricing</h1>'), () => 0),
    {
      urls: [],
      bytes: 0,
      problems: [],
    },
  );
});

test('an eager picture counts as the AVIF that covers 390 px at 3x; lazy ones and data: URLs do not', () => {
  const html = page(
    picture('hero', { priority: true }) +
      picture('below') +
      '<img src="data:image/gif;base64,R0lGOD" alt="">' +
      '<img src="/logo.png" srcset="/logo.png 1x, /logo@2x.png 2x, /logo@3x.png 3x" alt="Logo">',
  );
  assert.deepEqual(eagerImageUrls(html), ['/assets/hero-1280.avif', '/logo@3x.png']);
});

test('an oversized image above the fold fails the budget, naming the file', () => {
  const html = page(picture('hero', { priority: true }) + picture('below'));
  const sizes: Record<string, number> = { '/assets/hero-1280.avif': 200 * 1024 };
  const report = phoneImageReport(html, (url) => sizes[url] ?? 1024);
  assert.equal(report.bytes, 200 * 1024);
  assert.ok(report.bytes > BUDGET.phoneImageBytes);
  assert.deepEqual(report.problems, [
    'images loaded at once on a phone 200.0 KB > 150.0 KB: /assets/hero-1280.avif',
  ]);
});

test('an image within the budget passes; one the build lacks is reported', () => {
  const html = page(picture('hero', { priority: true }));
  assert.deepEqual(phoneImageReport(html, () => 90 * 1024).problems, []);
  assert.deepEqual(phoneImageReport(html, () => null).problems, [
    'missing image /assets/hero-1280.avif',
  ]);
});
