// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moduleClosure, moduleImports, sitePath } from './module-graph.ts';

describe('moduleImports', () => {
  it('reads minified static imports, re-exports and `export *`, not what only looks like one', () => {
    const source =
      'import{a as b}from"./app-1.js";import"./side.js";export{x}from"../re.js";export*from"./all.js";' +
      'const s="import x from \'./string.js\'";/* import "./comment.js" */const l=()=>import("./lazy.js");';
    expect(moduleImports(source)).toEqual(['./app-1.js', './side.js', '../re.js', './all.js']);
    expect(moduleImports(source, { includeDynamic: true }).at(-1)).toBe('./lazy.js');
  });

  it('takes a template-literal `import()` that names one file, and skips one that names many', () => {
    const source = 'const f=()=>import(`./form-9.js`);const g=(x)=>import(`./locale-${x}.js`);';
    expect(moduleImports(source, { includeDynamic: true })).toEqual(['./form-9.js']);
  });
});

describe('moduleClosure', () => {
  it('follows imports once each, resolved against the importing module', () => {
    const files: Record<string, string> = {
      '/assets/a.js': 'import{x}from"./b.js";import"./c.js";',
      '/assets/b.js': 'import"./c.js";const l=()=>import("./lazy.js");',
      '/assets/c.js': '',
      '/assets/lazy.js': 'import"./c.js";',
    };
    const read = (path: string) => files[path] ?? null;
    expect(moduleClosure(['/assets/a.js'], read)).toEqual([
      '/assets/a.js',
      '/assets/b.js',
      '/assets/c.js',
    ]);
    expect(moduleClosure(['/assets/a.js'], read, { includeDynamic: true })).toContain(
      '/assets/lazy.js',
    );
  });

  it('leaves other origins out', () => {
    expect(sitePath('https://cdn.example/x.js', '/assets/a.js')).toBeNull();
    expect(sitePath('./x.js', '/assets/a.js')).toBe('/assets/x.js');
  });
});
