import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

const srcDir = dirname(fileURLToPath(import.meta.url));

function collectStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((entry) => collectStrings(entry, seen));
}

const strings = collectStrings(content);

describe('content quality', () => {
  it('contains no placeholder or unfinished copy', () => {
    expect(strings.length).toBeGreaterThan(500);
    for (const text of strings) {
      expect(text).not.toMatch(/lorem|ipsum|\[object|\{[a-z]+\}/i);
      expect(text).not.toMatch(/\b(TODO|TBD|FIXME|XXX|undefined|null|NaN|Infinity)\b/);
      expect(text).toBe(text.trim());
      expect(text).not.toMatch(/ {2}/);
    }
  });

  it('uses straight apostrophes consistently', () => {
    for (const text of strings) expect(text).not.toMatch(/[‘’“”]/);
  });

  it('is plain data: no React, JSX or imports of other packages', () => {
    const sources = readdirSync(srcDir).filter(
      (file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'),
    );
    for (const file of sources) {
      const source = readFileSync(join(srcDir, file), 'utf8');
      const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\/[\w-]+\.ts$/);
    }
  });
});
