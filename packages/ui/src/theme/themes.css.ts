import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkColor, lightColor } from './theme-colors';
import { fontFamilies, fontSizes, media, motion, radii, space, zIndices } from './tokens';

const shared = {
  font: fontFamilies,
  fontSize: fontSizes,
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.08', snug: '1.3', body: '1.6' },
  space: Object.fromEntries(Object.entries(space)) as Record<keyof typeof space, string>,
  radius: radii,
  borderWidth: { hairline: '1px', thick: '2px' },
  zIndex: zIndices,
  motion,
  layout: {
    containerMax: '1200px',
    gutter: 'clamp(1.25rem, 0.8rem + 2vw, 2rem)',
    measure: '68ch',
    headerHeight: '72px',
    sectionGap: 'clamp(4rem, 2.6rem + 5vw, 7rem)',
  },
};

const darkShadow = {
  card: '0 1px 0 rgba(255, 255, 255, 0.04) inset, 0 1px 2px rgba(0, 0, 0, 0.4)',
  raised: '0 20px 40px -20px rgba(0, 0, 0, 0.7)',
  glow: '0 0 0 1px rgba(167, 139, 250, 0.35), 0 12px 40px -12px rgba(167, 139, 250, 0.45)',
};

const lightShadow = {
  card: '0 1px 2px rgba(11, 13, 18, 0.06)',
  raised: '0 20px 40px -24px rgba(11, 13, 18, 0.25)',
  glow: '0 0 0 1px rgba(109, 40, 217, 0.3), 0 12px 40px -16px rgba(109, 40, 217, 0.35)',
};

const darkValues = { ...shared, color: darkColor, shadow: darkShadow };
const lightValues = { ...shared, color: lightColor, shadow: lightShadow };

/** Dark is the default: it applies to the whole document without a class. */
createGlobalTheme(':root', vars, darkValues);

/** Class that switches a subtree (or the document) to the dark theme. */
export const darkTheme = createTheme(vars, darkValues, 'dark');
/** Class that switches a subtree (or the document) to the light theme. */
export const lightTheme = createTheme(vars, lightValues, 'light');

// Reduced motion: every duration token collapses so components need no special cases.
globalStyle(`:root, .${darkTheme}, .${lightTheme}`, {
  '@media': {
    [media.reducedMotion]: {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.base]: '0ms', [vars.motion.slow]: '0ms' },
    },
  },
});
