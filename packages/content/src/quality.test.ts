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
    // One assertion per rule over all strings (an `expect` per string costs seconds on a loaded machine).
    expect(strings.filter((text) => /lorem|ipsum|\[object|\{[a-z]+\}/i.test(text))).toEqual([]);
    expect(
      strings.filter((text) => /\b(TODO|TBD|FIXME|XXX|undefined|null|NaN|Infinity)\b/.test(text)),
    ).toEqual([]);
    expect(strings.filter((text) => text !== text.trim())).toEqual([]);
    expect(strings.filter((text) => / {2}/.test(text))).toEqual([]);
  });

  it('uses curly quotes, apostrophes and the ellipsis character, except in the texts fixed word for word', () => {
    // Texts fixed word for word keep their spelling (straight apostrophes, three dots).
    const fixedTexts = [notFound.message, errorFallback.message, contactFormCopy.submittingLabel];
    const loading = loadingLabel('Services');
    expect(strings.filter((text) => text.includes(notFound.message)).length).toBeGreaterThan(0);
    const straight = strings.filter((text) =>
      /['"]|\.\.\./.test(fixedTexts.reduce((rest, fixed) => rest.replaceAll(fixed, ''), text)),
    );
    expect(straight).toEqual([]);
    expect(loading).toBe('Loading Services...');
    expect(plainText(consultation.bullets.join(' '))).toContain('24–48 hours');
  });

  it('keeps ranges and number compounds on one line', () => {
    // The preview's caption is fixed word for word, hyphens included; the site holds '6-step' together in markup.
    const texts = strings.filter((text) => text !== processPreview.caption);
    const enDash = new RegExp(`\\d–(?!${NO_BREAK})`);
    expect(
      texts.filter((text) => /\b\d+-\d+ (hours|days|weeks)\b/.test(text)),
      'a range with a hyphen',
    ).toEqual([]);
    expect(
      texts.filter((text) => enDash.test(text)),
      'an en dash that may end a line',
    ).toEqual([]);
    expect(
      texts.filter((text) => /\b\d+-(minute|day|step|hour)\b/.test(text)),
      'a number compound that may break',
    ).toEqual([]);
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
