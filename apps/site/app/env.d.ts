/**
 * SITE_URL at build time, as given (empty when unset), inlined by Vite's `define` in vite.config.ts and
 * vitest.config.ts. Read the validated origin through `SITE_URL` from app/seo/site-url.ts.
 */
declare const __SITE_URL__: string;

/** The built URLs of the public pages' own scripts (page-scripts.ts). */
declare module 'virtual:page-scripts' {
  const urls: { enhance: string; islands: string };
  export default urls;
}

/** Every image of packages/content/images by its path in the folder, encoded by the build (image-pipeline.ts). */
declare module 'virtual:content-images' {
  import type { EncodedPicture } from '~/images/picture-data';
  const images: Record<string, { picture: EncodedPicture; placeholder: string | null }>;
  export default images;
}
