import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';
import { consultation, contactFormCopy } from './contact.ts';
import { errorFallback, loadingLabel, notFound } from './errors.ts';
import { NO_BREAK, plainText } from './format.ts';
import { processPreview } from './process.ts';

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

  it('uses curly quotes, apostrophes and the ellipsis character, except in the spec\'s exact texts', () => {
    // The spec's exact texts keep the spec's spelling (straight apostrophes, three dots).
    const specTexts = [notFound.message, errorFallback.message, contactFormCopy.submittingLabel];
    const loading = loadingLabel('Services');
    expect(strings.filter((text) => text.includes(notFound.message)).length).toBeGreaterThan(0);
    for (const text of strings) {
      const ours = specTexts.reduce((rest, spec) => rest.replaceAll(spec, ''), text);
      expect(ours).not.toMatch(/['"]|\.\.\./);
    }
    expect(loading).toBe('Loading Services...');
    expect(plainText(consultation.bullets.join(' '))).toContain('24–48 hours');
  });

  it('keeps ranges and number compounds on one line', () => {
    for (const text of strings) {
      // The spec's exact caption keeps its hyphens; the site holds '6-step' together in markup.
      if (text === processPreview.caption) continue;
      expect(text, 'a range with a hyphen').not.toMatch(/\b\d+-\d+ (hours|days|weeks)\b/);
      expect(text, 'an en dash that may end a line').not.toMatch(new RegExp(`\\d–(?!${NO_BREAK})`));
      expect(text, 'a number compound that may break').not.toMatch(/\b\d+-(minute|day|step|hour)\b/);
    }
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
