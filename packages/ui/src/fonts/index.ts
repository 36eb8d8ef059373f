/**
 * The woff2 files `@agency/ui/style.css` loads, as shipped in `@agency/ui/fonts/*`.
 * Preload them from the app so text renders in the final face on the first paint:
 *
 * ```tsx
 * import interUrl from '@agency/ui/fonts/inter-latin-wght-normal.woff2?url';
 * <link rel="preload" href={interUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
 * ```
 * With Vite the `?url` import and the stylesheet resolve to the same hashed asset.
 */
export const fontFiles = {
  /** Inter Variable (text face), the characters and weights of `fontSubset`. */
  text: 'inter-latin-wght-normal.woff2',
  /** Space Grotesk Variable (display face), the characters and weights of `fontSubset`. */
  display: 'space-grotesk-latin-wght-normal.woff2',
} as const;

export { fontSubset } from './subset';
