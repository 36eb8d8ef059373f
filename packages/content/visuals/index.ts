/** Every picture the generator draws, where it is written, and how. */
import { caseStudies } from '../src/case-studies.ts';
import { drawPicture } from './compose.ts';
import { motifSvg } from './motif.ts';
import type { StudyVisuals } from './study-visuals.ts';
import { callowayPierce } from './studies/calloway-pierce.ts';
import { crossroadsHealth } from './studies/crossroads-health.ts';
import { harborLedger } from './studies/harbor-ledger.ts';
import { latticeLearning } from './studies/lattice-learning.ts';
import { meridianFreight } from './studies/meridian-freight.ts';
import { northfieldSupply } from './studies/northfield-supply.ts';

export const studyVisuals: Record<(typeof caseStudies)[number]['id'], StudyVisuals> = {
  'meridian-freight': meridianFreight,
  'crossroads-health': crossroadsHealth,
  'harbor-ledger': harborLedger,
  'northfield-supply': northfieldSupply,
  'calloway-pierce': callowayPierce,
  'lattice-learning': latticeLearning,
};

export interface Output {
  /** Path under packages/content/images/. */
  file: string;
  draw: () => Promise<string>;
}

export function outputs(): Output[] {
  const pictures = caseStudies.flatMap((study) => {
    const visuals = studyVisuals[study.id];
    return (['product', 'detail'] as const).map((kind) => ({
      file: study.images[kind].file,
      draw: () => drawPicture(visuals[kind](study)),
    }));
  });
  return [...pictures, { file: 'motif/lens.svg', draw: async () => motifSvg() }];
}
