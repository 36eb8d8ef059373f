import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Lit while hovered or holding focus: in CSS for pages that never hydrate, and `data-highlighted` once React runs. */
const LIT_STATES = ['[data-highlighted="true"]', ':hover', ':focus-within'];
const lit = (pattern: (state: string) => string) => LIT_STATES.map(pattern).join(', ');

export const root = style({
  height: '100%',
  gap: vars.space[4],
  selectors: {
    [lit((state) => `&${state}`)]: {
      borderColor: 'transparent',
      boxShadow: vars.shadow.glow,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
  '@media': {
    [`(prefers-reduced-motion: no-preference)`]: {
      selectors: { [lit((state) => `&${state}`)]: { transform: 'translateY(-2px)' } },
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  fontSize: '1.5rem',
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSoft,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  transition: ['color', 'background-color', 'border-color', 'box-shadow']
    .map((p) => `${p} ${vars.motion.base} ${vars.motion.easing}`)
    .join(', '),
  selectors: {
    [lit((state) => `${root}${state} &`)]: {
      color: vars.color.onAccent,
      backgroundImage: vars.color.accentGradient,
      borderColor: 'transparent',
      boxShadow: vars.shadow.glow,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { [lit((state) => `${root}${state} &`)]: { outline: '2px solid Highlight' } },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flexGrow: 1,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: 'auto',
  paddingTop: vars.space[2],
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const linkArrow = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { transform: 'translateX(3px)' } },
  '@media': {
    [media.reducedMotion]: { selectors: { [`${link}:hover &`]: { transform: 'none' } } },
  },
});
