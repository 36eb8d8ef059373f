import type { ResponsiveImage } from '@agency/ui';

/** What vite-imagetools' `picture` output gives for one source image (image-pipeline.ts). */
export interface EncodedPicture {
  /** Per format (`avif`, `webp`), a `srcset` of width descriptors; a format with one width only is left out. */
  sources: Record<string, string>;
  /** The largest image of the last format (WebP). */
  img: { src: string; w: number; h: number };
}

/** The `<source>` types, in the order the browser should try them. */
const SOURCE_TYPES = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;

/** The serialisable data a `<Picture>` renders, from the encoded image and its placeholder. */
export function pictureFrom(encoded: EncodedPicture, placeholder: string | null): ResponsiveImage {
  const { src, w, h } = encoded.img;
  return {
    sources: SOURCE_TYPES.map(({ format, type }) => ({
      type,
      // imagetools drops the fallback format's source when it has a single width: it is the fallback itself.
      srcset: encoded.sources[format] ?? `${src} ${w}w`,
    })),
    src,
    width: w,
    height: h,
    placeholder,
  };
}

/** The error for a file the content names and the images folder does not hold. */
export function unknownImageError(file: string, known: Iterable<string>): Error {
  const list = [...known].sort();
  return new Error(
    `No image "${file}" in packages/content/images. ` +
      (list.length > 0 ? `Known images: ${list.join(', ')}.` : 'The folder holds no images.'),
  );
}
