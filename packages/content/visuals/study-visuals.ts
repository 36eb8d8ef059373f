import type { CaseStudy } from '../src/types.ts';
import type { Picture } from './compose.ts';

/** How one case study's two pictures are drawn, from its content. */
export interface StudyVisuals {
  /** The 16:10 product shot. */
  product: (study: CaseStudy) => Picture;
  /** The 4:5 close crop. */
  detail: (study: CaseStudy) => Picture;
  /** Words and figures the pictures show that their alt texts must also name (the test holds them together). */
  altFacts: { product: readonly string[]; detail: readonly string[] };
}

/** An outcome's figure as the screens print it: `3.1 million USD`, `99.99 %`, `2.4×`. */
export function figure(study: CaseStudy, index: 0 | 1 | 2): string {
  const { value, unit } = study.outcomes[index];
  if (unit === '×') return `${value}×`;
  return `${value} ${unit}`;
}
