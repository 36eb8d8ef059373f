import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkAdminBudget, manifestRoute } from './admin-budget.ts';

const manifest = `window.manifest={"entry":{"module":"/assets/entry.js","imports":["/assets/app.js"]},"routes":{"root":{"id":"root","module":"/assets/root.js"},"routes/admin":{"id":"routes/admin","module":"/assets/admin.js","imports":["/assets/app.js","/assets/heading.js"]}},"url":"/assets/manifest-1a2b3c4d.js","version":"1"};`;

const files: Record<string, string> = {
  '/assets/manifest-1a2b3c4d.js': manifest,
  '/assets/entry.js': 'import"./app.js";',
  '/assets/app.js': 'export const a=1;',
  '/assets/root.js': 'import"./app.js";',
  '/assets/heading.js': 'export const h=1;',
  '/assets/admin.js': 'import"./app.js";import"./heading.js";const s=()=>import("./sign-in.js");',
  '/assets/sign-in.js': 'const info="gotrue-js/2.109.0";',
  '/assets/home.js': 'import"./heading.js";',
};
const sizes: Record<string, number> = {
  '/assets/admin.js': 4_000,
  '/assets/heading.js': 500,
  '/assets/sign-in.js': 24_000,
};
const read = (path: string) => files[path] ?? null;
const gzipOf = (path: string) => sizes[path] ?? 100;
const shellScripts = ['/assets/manifest-1a2b3c4d.js', '/assets/entry.js', '/assets/root.js'];

test('manifestRoute reads one route of the client manifest module', () => {
  assert.deepEqual(manifestRoute(manifest, 'routes/admin'), {
    id: 'routes/admin',
    module: '/assets/admin.js',
    imports: ['/assets/app.js', '/assets/heading.js'],
  });
  assert.equal(manifestRoute(manifest, 'routes/nope'), null);
  assert.equal(manifestRoute('not a manifest', 'routes/admin'), null);
});

test("/admin's own JS is its closure with lazy chunks, minus the shell's shared code", () => {
  const report = checkAdminBudget({
    shellScripts,
    publicClosures: new Map([
      ['/', ['/assets/entry.js', '/assets/app.js', '/assets/home.js', '/assets/heading.js']],
    ]),
    read,
    gzipOf,
  });
  assert.deepEqual(report.ownFiles.sort(), [
    '/assets/admin.js',
    '/assets/heading.js',
    '/assets/sign-in.js',
  ]);
  assert.equal(report.ownBytes, 28_500);
  assert.deepEqual(report.problems, []);
});

test('fails when /admin outgrows 60 KB, when a public page loads the auth client, or without the route', () => {
  const big = checkAdminBudget({
    shellScripts,
    publicClosures: new Map([['/contact', ['/assets/app.js', '/assets/sign-in.js']]]),
    read,
    gzipOf: (path) => (path === '/assets/sign-in.js' ? 70_000 : gzipOf(path)),
  });
  assert.match(big.problems.join('\n'), /\/admin's own JS 72\.8 KB > 60 KB/);
  assert.match(big.problems.join('\n'), /\/contact loads the auth client: \/assets\/sign-in\.js/);

  const missing = checkAdminBudget({
    shellScripts: ['/assets/entry.js'],
    publicClosures: new Map(),
    read,
    gzipOf,
  });
  assert.deepEqual(missing.problems, ['no routes/admin in the client manifest']);
});

test('fails when a public page would load the auth client on demand', () => {
  const report = checkAdminBudget({
    shellScripts,
    publicClosures: new Map([['/contact', ['/assets/app.js', '/assets/form.js']]]),
    read: (path) =>
      path === '/assets/form.js' ? 'const f=()=>import(`./sign-in.js`);' : read(path),
    gzipOf,
  });
  assert.match(
    report.problems.join('\n'),
    /\/contact loads the auth client: \/assets\/sign-in\.js/,
  );
});
