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

/**
 * The further files of each family, for the characters beyond the main files (`fontSubset.latin1`, `.latinExtended`).
 * The stylesheet declares each with its unicode-range: a page downloads one only when it draws one of its letters.
 */
export const extendedFontFiles = {
  text: {
    latin1: 'inter-latin-1-wght-normal.woff2',
    latinExtended: 'inter-latin-ext-wght-normal.woff2',
  },
  display: {
    latin1: 'space-grotesk-latin-1-wght-normal.woff2',
    latinExtended: 'space-grotesk-latin-ext-wght-normal.woff2',
  },
} as const;

export { fontSubset, unicodeRange } from './subset';
