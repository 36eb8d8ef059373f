import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The brand faces as static WOFF cuts (satori reads WOFF, not WOFF2), Latin and Latin Extended. */
const FILES = [
  ['@fontsource/inter', 'Inter', 'inter', [400, 500, 600, 700]],
  ['@fontsource/space-grotesk', 'Space Grotesk', 'space-grotesk', [500, 600, 700]],
] as const;

export type Weight = 400 | 500 | 600 | 700;
export interface Font {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

function fontFile(pkg: string, file: string): Promise<Buffer> {
  // @fontsource packages export only CSS; the font files sit next to their index.css.
  return readFile(join(dirname(require.resolve(pkg)), 'files', file));
}

let loaded: Promise<Font[]> | undefined;

export function loadFonts(): Promise<Font[]> {
  loaded ??= Promise.all(
    FILES.flatMap(([pkg, name, slug, weights]) =>
      weights.flatMap((weight) =>
        (['latin', 'latin-ext'] as const).map(async (subset) => ({
          name,
          data: await fontFile(pkg, `${slug}-${subset}-${weight}-normal.woff`),
          weight,
          style: 'normal' as const,
        })),
      ),
    ),
  );
  return loaded;
}
