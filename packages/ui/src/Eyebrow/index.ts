export { Eyebrow } from './Eyebrow';
export type { EyebrowProps } from './Eyebrow';
