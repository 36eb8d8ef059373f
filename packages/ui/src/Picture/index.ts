export { Picture } from './Picture';
export type { PictureProps, PictureSource, ResponsiveImage } from './Picture';
