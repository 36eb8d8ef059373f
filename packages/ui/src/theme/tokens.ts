/**
 * Plain design tokens. Themes are built from these values; components never read
 * them directly, they read `vars` from the theme contract.
 */
export const palette = {
  ink950: '#07080C',
  ink900: '#0B0D12',
  ink850: '#10131A',
  ink800: '#151922',
  ink700: '#1E2330',
  ink600: '#2A3142',
  ink400: '#6B7386',
  ink300: '#9AA2B4',
  ink200: '#C6CBD6',
  ink100: '#E6E8EE',
  ink50: '#F4F5F7',
  white: '#FFFFFF',
  violet500: '#8B5CF6',
  violet400: '#A78BFA',
  violet700: '#6D28D9',
  cyan400: '#22D3EE',
  cyan700: '#0E7490',
  green400: '#4ADE80',
  green700: '#15803D',
  yellow300: '#FDE047',
  yellow800: '#854D0E',
  red400: '#F87171',
  red700: '#B91C1C',
} as const;

export const fontFamilies = {
  display:
    "'Space Grotesk Variable', 'Space Grotesk Fallback', 'Space Grotesk Fallback DejaVu', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  body: "'Inter Variable', 'Inter Fallback', 'Inter Fallback DejaVu', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Fluid sizes: clamp(min, preferred, max) between ~360 px and ~1280 px viewports. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: 'clamp(1.0625rem, 1rem + 0.25vw, 1.1875rem)',
  xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  '2xl': 'clamp(1.5rem, 1.25rem + 1vw, 2rem)',
  '3xl': 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
  '4xl': 'clamp(2.25rem, 1.5rem + 3.2vw, 3.75rem)',
  '5xl': 'clamp(2.625rem, 1.6rem + 4.6vw, 4.75rem)',
} as const;

/** 4 px base scale. */
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  32: '8rem',
} as const;

export const radii = { sm: '6px', md: '12px', lg: '16px', xl: '24px', pill: '999px' } as const;

export const zIndices = {
  base: '0',
  raised: '10',
  header: '100',
  progress: '110',
  overlay: '200',
  skipLink: '300',
  cursor: '400',
} as const;

/** Motion: fast 150 ms, base 250 ms, slow 600 ms; one easing curve. */
export const motion = {
  fast: '150ms',
  base: '250ms',
  slow: '600ms',
  easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

/** Media queries built from the breakpoints, for `@media` keys in styles. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  finePointer: '(hover: hover) and (pointer: fine)',
} as const;
