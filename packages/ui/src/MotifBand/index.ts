export { MotifBand } from './MotifBand';
export type { MotifBandProps } from './MotifBand';
