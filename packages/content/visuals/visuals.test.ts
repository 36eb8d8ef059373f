import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../src/case-studies.ts';
import { outputs, studyVisuals } from './index.ts';

const IMAGES_DIR = fileURLToPath(new URL('../images/', import.meta.url));

describe('case-study visuals', () => {
  it('are drawn for every case study, and the motif on its own', () => {
    expect(outputs().map((output) => output.file)).toEqual([
      ...caseStudies.flatMap((study) => [study.images.product.file, study.images.detail.file]),
      'motif/lens.svg',
    ]);
  });

  it.each(caseStudies.map((study) => [study.id, study] as const))(
    '%s: the alt texts name what the pictures show',
    (id, study) => {
      const { altFacts } = studyVisuals[id];
      // The product shot names its client; the close crop is read beside it.
      expect(study.images.product.alt).toContain(study.client.split(' ')[0]);
      for (const kind of ['product', 'detail'] as const) {
        const alt = study.images[kind].alt.toLowerCase();
        for (const fact of altFacts[kind])
          expect(alt, `${id} ${kind}`).toContain(fact.toLowerCase());
      }
    },
  );

  // Drawing all thirteen takes a few seconds alone and several times that on a 2-core machine running the other
  // suites beside it; a changed figure, client name or drawing fails here until
  // `pnpm --filter @agency/content visuals` redraws them.
  it(
    'are committed as the generator draws them now, self-contained',
    { timeout: 90_000 },
    async () => {
      for (const output of outputs()) {
        const committed = await readFile(`${IMAGES_DIR}${output.file}`, 'utf8');
        expect(
          committed === (await output.draw()),
          `${output.file} is stale: run the visuals script`,
        ).toBe(true);
        // Text as paths, no fonts, no linked or embedded images: any rasteriser draws the same picture.
        expect(committed).not.toMatch(/<text|<image|@font-face|href="(?!#)/);
      }
    },
  );
});
