// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesForWords, writePageStylesheets } from './page-styles';

const SHEET = [
  '@font-face{font-family:A;src:url(/assets/a.woff2)format("woff2")}',
  ':root{--c:red}',
  '*{box-sizing:border-box}',
  '.used{color:red}',
  '.unused{color:#00f}',
  '.used .unused{color:green}',
  '.unused,.used:hover{color:pink}',
  '.used:not(.unused){margin:1px}',
  ':is(.unused,.used)>p{margin:2px}',
  '@media (width>=40rem){.unused{padding:1px}.used[data-open=true]{padding:2px}}',
  '@media print{.unused{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

describe('page stylesheets', () => {
  it('leaves out only the rules whose every selector needs a class the page never has', () => {
    const css = stylesForWords(SHEET, new Set(['used']));
    expect(css).toContain('@font-face');
    expect(css).toContain(':root{--c:red}');
    expect(css).toContain('*{box-sizing:border-box}');
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('.used:not(.unused)');
    expect(css).toContain(':is(.unused,.used)>p');
    expect(css).toContain('.used[data-open=true]');
    expect(css).toContain('@keyframes spin');
    // One selector of the list can match: the rule stays whole.
    expect(css).toContain('.unused,.used:hover');
    expect(css).not.toContain('.unused{color:#00f}');
    expect(css).not.toContain('.used .unused');
    expect(css).not.toContain('padding:1px');
    expect(css).toContain('@media (width>=40rem){.used[data-open=true]{padding:2px}}');
    expect(css).not.toContain('@media print');
  });

  it('keeps the rules in their order, so the cascade is the same', () => {
    const css = stylesForWords('.a{color:red}.b{color:#00f}.a{color:green}', new Set(['a', 'b']));
    expect(css).toBe('.a{color:red}.b{color:#00f}.a{color:green}');
  });

  it("gives each prerendered page a stylesheet with what its HTML and scripts use; the SPA fallback keeps the build's", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-styles-'));
    await mkdir(join(dir, 'assets'));
    await mkdir(join(dir, 'about'));
    await writeFile(join(dir, 'assets', 'style-x.css'), SHEET);
    await writeFile(join(dir, 'assets', 'islands-1.js'), 'import("./Form-2.js")');
    // A class only a lazily loaded island renders after the page has started.
    await writeFile(join(dir, 'assets', 'Form-2.js'), 'export const c="unused";');
    const page = (body: string, script = '') =>
      `<html><head><link rel="stylesheet" href="/assets/style-x.css"/></head><body>${body}${script}</body></html>`;
    await writeFile(
      join(dir, 'index.html'),
      page('<p class="used">x</p>', '<script type="module" src="/assets/islands-1.js"></script>'),
    );
    await writeFile(join(dir, 'about', 'index.html'), page('<p class="used">about</p>'));
    await writeFile(join(dir, '404.html'), page('<p class="used">404</p>'));
    await writeFile(join(dir, '__spa-fallback.html'), page(''));

    const result = await writePageStylesheets(dir);
    expect(result).toMatchObject({ pages: 3, files: 2 });

    const sheetOf = async (file: string) => {
      const href = /href="\/assets\/([^"]+\.css)"/.exec(
        await readFile(join(dir, file), 'utf8'),
      )?.[1];
      return { href, css: await readFile(join(dir, 'assets', href!), 'utf8') };
    };
    const home = await sheetOf('index.html');
    const about = await sheetOf('about/index.html');
    expect(home.href).toMatch(/^page-[\w-]{8}\.css$/);
    expect(home.css).toContain('.unused{color:#00f}');
    expect(about.css).not.toContain('.unused{color:#00f}');
    expect(about.css).toContain('.used{color:red}');
    // Same rules, same file.
    expect((await sheetOf('404.html')).href).toBe(about.href);
    expect((await sheetOf('__spa-fallback.html')).href).toBe('style-x.css');
    expect((await readdir(join(dir, 'assets'))).filter((f) => f.endsWith('.css'))).toHaveLength(3);
  });
});
