import { createGlobalTheme, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontFamilies, fontSizes, media, motion, palette, radii, space, zIndices } from './tokens';

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

const darkColor = {
  background: palette.ink900,
  surface: palette.ink850,
  surfaceRaised: palette.ink800,
  surfaceHover: palette.ink700,
  border: 'rgba(244, 245, 247, 0.09)',
  borderStrong: 'rgba(244, 245, 247, 0.2)',
  text: palette.ink50,
  textSecondary: palette.ink200,
  textMuted: palette.ink300,
  accent: palette.violet400,
  accentHover: '#C4B5FD',
  accentText: palette.violet400,
  onAccent: palette.ink900,
  accentSoft: 'rgba(167, 139, 250, 0.14)',
  accentGradient: `linear-gradient(120deg, ${palette.violet400} 0%, ${palette.cyan400} 100%)`,
  brandViolet: palette.violet500,
  brandVioletLight: palette.violet400,
  brandCyan: palette.cyan400,
  focusRing: palette.cyan400,
  success: palette.green400,
  successSurface: 'rgba(74, 222, 128, 0.1)',
  warning: palette.yellow300,
  warningSurface: 'rgba(253, 224, 71, 0.1)',
  danger: palette.red400,
  dangerSurface: 'rgba(248, 113, 113, 0.1)',
  headerScrolled: 'rgba(11, 13, 18, 0.78)',
  overlay: 'rgba(7, 8, 12, 0.97)',
};

const lightColor = {
  background: palette.white,
  surface: '#F7F7FA',
  surfaceRaised: palette.white,
  surfaceHover: '#EEEEF4',
  border: 'rgba(11, 13, 18, 0.1)',
  borderStrong: 'rgba(11, 13, 18, 0.24)',
  text: palette.ink900,
  textSecondary: '#363D4C',
  textMuted: '#545C6D',
  accent: palette.violet700,
  accentHover: '#5B21B6',
  accentText: palette.violet700,
  onAccent: palette.white,
  accentSoft: 'rgba(109, 40, 217, 0.08)',
  accentGradient: `linear-gradient(120deg, ${palette.violet700} 0%, ${palette.cyan700} 100%)`,
  brandViolet: palette.violet700,
  brandVioletLight: palette.violet700,
  brandCyan: palette.cyan700,
  focusRing: palette.violet700,
  success: palette.green700,
  successSurface: 'rgba(21, 128, 61, 0.08)',
  warning: palette.yellow800,
  warningSurface: 'rgba(133, 77, 14, 0.08)',
  danger: palette.red700,
  dangerSurface: 'rgba(185, 28, 28, 0.07)',
  headerScrolled: 'rgba(255, 255, 255, 0.8)',
  overlay: 'rgba(255, 255, 255, 0.98)',
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
