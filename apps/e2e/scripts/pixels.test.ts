import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { PNG } from 'pngjs';
import { compare } from './pixels.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding one 4×4 dark-grey screenshot, with `change` applied to its pixels first. */
function shots(change: (png: PNG) => void = () => {}, width = 4): string {
  const dir = mkdtempSync(join(tmpdir(), 'pixels-test-'));
  dirs.push(dir);
  const png = new PNG({ width, height: 4 });
  for (let index = 0; index < png.data.length; index += 4) png.data.set([30, 30, 40, 255], index);
  change(png);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'home@390.png'), PNG.sync.write(png));
  return dir;
}

describe('pixels compare', () => {
  it('finds no change between identical screenshots', () => {
    assert.equal(compare(shots(), shots()), true);
  });

  it('ignores one rasterising level on a pixel', () => {
    assert.equal(
      compare(
        shots(),
        shots((png) => (png.data[0] = 31)),
      ),
      true,
    );
  });

  it('reports a single pixel whose colour moved, and writes the diff image', () => {
    const after = shots((png) => png.data.set([60, 30, 40], 20));
    assert.equal(compare(shots(), after), false);
    assert.equal(existsSync(join(after, 'diff', 'home@390.png')), true);
  });

  it('finds nothing to compare when the first folder holds no screenshot (a capture that failed)', () => {
    const empty = mkdtempSync(join(tmpdir(), 'pixels-test-'));
    dirs.push(empty);
    assert.equal(compare(empty, empty), false);
  });

  it('reports a screenshot whose size changed, or that is missing', () => {
    assert.equal(compare(shots(), shots(undefined, 5)), false);
    const empty = mkdtempSync(join(tmpdir(), 'pixels-test-'));
    dirs.push(empty);
    assert.equal(compare(shots(), empty), false);
  });
});
