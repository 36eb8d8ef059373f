import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.text,
  backgroundColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
    '&:focus-visible': { borderRadius: vars.radius.md },
  },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `0 ${vars.layout.gutter} ${vars.space[10]}`,
  // Opaque: page text ghosting through a full-screen menu hurts legibility.
  backgroundColor: vars.color.background,
  backgroundImage: `radial-gradient(80% 50% at 100% 0%, ${vars.color.accentSoft}, transparent 70%)`,
  color: vars.color.text,
  animation: `${enter} ${vars.motion.base} ${vars.motion.easing}`,
});

/**
 * The prerendered overlay is a native popover: undo the UA popover box (border, padding, centred
 * fit-content), and stay hidden where the browser has no popover support (`:popover-open` unknown).
 */
export const popover = style({
  display: 'none',
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  border: 0,
  selectors: {
    '&:popover-open': { display: 'flex' },
  },
});

// The page behind an open prerendered menu does not scroll.
globalStyle(`html:has(${popover}:popover-open)`, { overflow: 'hidden' });

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.layout.headerHeight,
  marginBottom: vars.space[6],
});

export const title = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '56px',
  padding: `${vars.space[3]} 0`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
  color: vars.color.textSecondary,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current]': { color: vars.color.accentText },
    '&[aria-current]::after': {
      content: '""',
      width: '6px',
      height: '6px',
      flexShrink: 0,
      borderRadius: vars.radius.pill,
      backgroundImage: vars.color.accentGradient,
    },
  },
});

export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  marginTop: vars.space[8],
});
