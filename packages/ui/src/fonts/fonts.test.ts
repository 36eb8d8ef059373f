import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontFiles } from '../index';

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
