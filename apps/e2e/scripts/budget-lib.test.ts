import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  cssReferences,
  fontFaceFiles,
  htmlReferences,
  isThirdParty,
  moduleClosure,
  moduleImports,
  sitePath,
} from './budget-lib.ts';

const page = `<!DOCTYPE html><html><head>
<link rel="canonical" href="https://www.example.org/about"/>
<meta property="og:image" content="https://www.example.org/og.png"/>
<link rel="icon" href="/favicon.svg"/>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="stylesheet" href="/assets/app.css"/>
</head><body>
<script type="application/ld+json">{"url":"https://schema.org","img":"<img src=https://evil.example/x.png>"}</script>
<a href="https://calendly.com/x" target="_blank">Book</a>
<img src="/logo.svg" srcset="/logo@2x.svg 2x, https://cdn.example.com/logo.svg 3x" alt="">
<script>window.__ctx = { "a": "import \\"/assets/not-a-module.js\\"" };</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/root.js";
import("/assets/entry.client.js");</script>
<script src="/assets/legacy.js"></script>
</body></html>`;

test('htmlReferences follows scripts, modulepreloads and inline module imports only', () => {
  const refs = htmlReferences(page);
  assert.deepEqual(refs.scripts.sort(), [
    '/assets/entry.client.js',
    '/assets/entry.js',
    '/assets/legacy.js',
    '/assets/manifest.js',
    '/assets/root.js',
  ]);
  assert.deepEqual(refs.stylesheets, ['/assets/app.css']);
  assert.deepEqual(refs.fontPreloads, ['/assets/inter.woff2']);
});

const deferredPage = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/app.css"/><link rel="stylesheet" href="/assets/print.css" media="print"/>
<script src="/assets/blocking.js"></script><script src="/assets/later.js" defer></script>
</head><body><main>Hi</main>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>
<script>window.__ctx = {"ssr":false};</script>
</body></html>`;

test('inline scripts: code counts, data (JSON-LD, speculation rules) does not', () => {
  const refs = htmlReferences(deferredPage);
  assert.deepEqual(refs.scripts.sort(), ['/assets/blocking.js', '/assets/later.js']);
  assert.deepEqual(refs.inlineScripts, ['window.__ctx = {"ssr":false};']);
});

test('render-blocking requests: stylesheets for the screen and parser-blocking scripts', () => {
  assert.deepEqual(htmlReferences(deferredPage).renderBlocking, [
    '/assets/blocking.js',
    '/assets/app.css',
  ]);
  assert.deepEqual(htmlReferences(page).renderBlocking, ['/assets/legacy.js', '/assets/app.css']);
});

test('links, canonical, meta and script data are not loads; images and srcset are', () => {
  const { loaded } = htmlReferences(page);
  assert.ok(!loaded.some((url) => url.includes('calendly.com')));
  assert.ok(!loaded.some((url) => url.includes('www.example.org')));
  assert.ok(!loaded.some((url) => url.includes('evil.example')));
  assert.ok(loaded.includes('https://cdn.example.com/logo.svg'));
  assert.deepEqual(loaded.filter(isThirdParty), ['https://cdn.example.com/logo.svg']);
});

test('moduleImports reads minified static imports and re-exports, not dynamic import()', () => {
  const source =
    'import{a as b,c}from"./app-1.js";import"./side.js";export{x}from"../re.js";' +
    'import*as ns from"./ns.js";const l=()=>import("./lazy.js");const s="import x from";';
  assert.deepEqual(moduleImports(source), ['./app-1.js', './side.js', '../re.js', './ns.js']);
  assert.deepEqual(moduleImports(source, { includeDynamic: true }).at(-1), './lazy.js');
  // Rolldown writes the specifier of a dynamic import as a template literal.
  assert.deepEqual(moduleImports('const f=()=>import(`./form-9.js`);', { includeDynamic: true }), [
    './form-9.js',
  ]);
});

test('moduleClosure follows static imports once, resolved against each module', () => {
  const files: Record<string, string> = {
    '/assets/a.js': 'import{x}from"./b.js";import"./c.js";',
    '/assets/b.js': 'import"./c.js";const l=()=>import("./lazy.js");',
    '/assets/c.js': 'export const c=1;',
  };
  assert.deepEqual(
    moduleClosure(['/assets/a.js'], (path) => files[path] ?? null),
    ['/assets/a.js', '/assets/b.js', '/assets/c.js'],
  );
});

test('CSS references and font faces', () => {
  const css =
    '@import "./more.css";@font-face{font-family:A;src:url(/assets/a.woff2)format("woff2")}' +
    '@font-face{font-family:A Fallback;src:local(Arial)}.x{background:url("data:image/png;base64,AA")}' +
    '.y{background:url(https://fonts.example.com/bg.png)}';
  assert.deepEqual(fontFaceFiles(css), ['/assets/a.woff2']);
  assert.deepEqual(cssReferences(css).filter(isThirdParty), ['https://fonts.example.com/bg.png']);
  assert.equal(sitePath('./more.css', '/assets/app.css'), '/assets/more.css');
  assert.equal(sitePath('//cdn.example.com/x.js', '/'), null);
  assert.equal(isThirdParty('data:image/png;base64,AA'), false);
});
