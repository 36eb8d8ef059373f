import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extendedFontFiles, fontFiles, fontSubset, unicodeRange } from '../index';

const require = createRequire(import.meta.url);
const css = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'fonts.css'),
  'utf8',
).replace(/\s+/g, ' ');
const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
const face = (family: string) => faces.find((f) => f.includes(`font-family: '${family}'`)) ?? '';

describe('fonts', () => {
  it('self-hosts the latin variable woff2 files named in fontFiles, with font-display swap', () => {
    for (const [family, file, pkg] of [
      ['Inter Variable', fontFiles.text, '@fontsource-variable/inter'],
      ['Space Grotesk Variable', fontFiles.display, '@fontsource-variable/space-grotesk'],
    ] as const) {
      const rule = face(family);
      expect(rule).toContain(`url('${pkg}/files/${file}') format('woff2')`);
      expect(rule).toMatch(/font-display: swap/);
      expect(file).toMatch(/-latin-wght-normal\.woff2$/);
      expect(() => require.resolve(`${pkg}/files/${file}`)).not.toThrow();
    }
    expect(css).not.toMatch(/\.woff['"]/);
  });

  it('splits each family in three files by unicode-range: the main characters, Latin-1 and Latin Extended', () => {
    const sets = [fontSubset.text, fontSubset.latin1, fontSubset.latinExtended];
    for (const [family, face] of [
      ['Inter Variable', 'text'],
      ['Space Grotesk Variable', 'display'],
    ] as const) {
      const rules = faces.filter((f) => f.includes(`font-family: '${family}';`));
      expect(rules.map((rule) => /unicode-range: ([^;]*);/.exec(rule)?.[1])).toEqual(
        sets.map(unicodeRange),
      );
      // The Latin-1 file is cut from the main file's source; the Latin Extended one from the latin-ext file.
      expect(rules[1]).toContain(`${fontFiles[face]}?latin-1'`);
      expect(rules[2]).toContain(`/files/${extendedFontFiles[face].latinExtended}'`);
      expect(() =>
        require.resolve(
          `@fontsource-variable/${face === 'text' ? 'inter' : 'space-grotesk'}/files/${extendedFontFiles[face].latinExtended}`,
        ),
      ).not.toThrow();
    }
    // No character in two files (the browser would pick one arbitrarily), and every letter of these names in one.
    const all = sets.join('');
    expect(new Set(all).size).toBe([...all].length);
    for (const char of 'Zoë José Müller Łukasz Dvořák Ştefan Øre Œuvre'.replace(/ /g, ''))
      expect(all).toContain(char);
  });

  it('writes unicode ranges as merged runs of code points', () => {
    expect(unicodeRange('abcz é')).toBe('U+0020, U+0061-0063, U+007A, U+00E9');
  });

  it('declares metric-adjusted Arial fallbacks for both families', () => {
    for (const family of ['Inter Fallback', 'Space Grotesk Fallback']) {
      const rule = face(family);
      expect(rule).toContain("local('Arial')");
      expect(rule).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(rule).toMatch(/ascent-override: \d+(\.\d+)?%/);
      expect(rule).toMatch(/descent-override: \d+(\.\d+)?%/);
    }
  });

  it('declares metric-adjusted DejaVu Sans fallbacks (regular and bold) for systems without Arial', () => {
    for (const family of ['Inter Fallback DejaVu', 'Space Grotesk Fallback DejaVu']) {
      const rules = faces.filter((f) => f.includes(`font-family: '${family}';`));
      expect(rules.map((rule) => /src: ([^;]*)/.exec(rule)?.[1])).toEqual([
        "local('DejaVu Sans'), local('DejaVuSans')",
        "local('DejaVu Sans Bold'), local('DejaVuSans-Bold')",
      ]);
      for (const rule of rules) {
        expect(rule).toMatch(/font-weight: \d+ \d+/);
        expect(rule).toMatch(/size-adjust: \d+(\.\d+)?%/);
        expect(rule).toMatch(/ascent-override: \d+(\.\d+)?%/);
        expect(rule).toMatch(/descent-override: \d+(\.\d+)?%/);
      }
    }
  });
});
