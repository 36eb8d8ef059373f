/**
 * Build time only (route loaders): the responsive image data of a file of packages/content/images. The encoding
 * happens in the Vite build (image-pipeline.ts); a new file in the folder needs no change here.
 */
import type { ResponsiveImage } from '@agency/ui';
import contentImages from 'virtual:content-images';
import { pictureFrom, unknownImageError } from './picture-data';

/**
 * `file` is the path inside packages/content/images, e.g. `case-studies/harbor-ledger-product.svg`. Throws (and so
 * fails the prerender) when the folder has no such file.
 */
export function pictureOf(file: string): ResponsiveImage {
  const image = Object.hasOwn(contentImages, file) ? contentImages[file] : undefined;
  if (!image) throw unknownImageError(file, Object.keys(contentImages));
  return pictureFrom(image.picture, image.placeholder);
}
