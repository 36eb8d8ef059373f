export { LensMotif, lensFocus, lensRatio } from './LensMotif';
export type { LensMotifProps } from './LensMotif';
export type { LensProportion } from './lens-geometry';
