import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints, media } from '../theme/tokens';

// Hidden below md with a max-width query (not mobile-first) so the links stay visible wherever
// media queries are not evaluated.
const belowMd = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

/** Tablet widths, where the logo, six links and an action share a bar only with tighter spacing. */
const mdToLg = `${media.md} and (max-width: ${breakpoints.lg - 0.02}px)`;

const opaque = {
  backgroundColor: vars.color.headerScrolled,
  borderBottomColor: vars.color.border,
  backdropFilter: 'blur(16px) saturate(160%)',
};

/** The backdrop filter, switched through a custom property: those animate discretely, so it is `none` until then. */
const backdrop = createVar();

/** Transparent at the top of the page, opaque once scrolled past the threshold (`--header-threshold`, in px). */
const scrolledPast = keyframes({
  from: {
    backgroundColor: 'transparent',
    borderBottomColor: 'transparent',
    vars: { [backdrop]: 'none' },
  },
  to: {
    backgroundColor: opaque.backgroundColor,
    borderBottomColor: opaque.borderBottomColor,
    vars: { [backdrop]: opaque.backdropFilter },
  },
});

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.header,
  borderBottom: `${vars.borderWidth.hairline} solid transparent`,
  backgroundColor: 'transparent',
  transition: [
    `background-color ${vars.motion.base} ${vars.motion.easing}`,
    `border-color ${vars.motion.base} ${vars.motion.easing}`,
    `backdrop-filter ${vars.motion.base} ${vars.motion.easing}`,
  ].join(', '),
  selectors: {
    '&[data-scrolled="true"]': opaque,
  },
  // The scroll position drives the state in CSS, so it holds on pages that run no script (or before they do);
  // where scroll-driven animations are missing the header simply stays opaque.
  '@supports': {
    '(animation-timeline: scroll())': {
      animationName: scrolledPast,
      animationDuration: '1ms',
      animationTimingFunction: 'step-end',
      animationFillMode: 'both',
      animationTimeline: 'scroll(root block)',
      animationRange:
        'calc(var(--header-threshold, 50) * 1px) calc(var(--header-threshold, 50) * 1px + 1px)',
      backdropFilter: backdrop,
    },
    'not (animation-timeline: scroll())': opaque,
  },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  '@media': { [mdToLg]: { gap: vars.space[2] } },
  width: '100%',
  maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})`,
  minHeight: vars.layout.headerHeight,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  minWidth: 0,
  marginRight: 'auto',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
});

export const nav = style({
  '@media': { [belowMd]: { display: 'none' } },
});

export const navList = style({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  '@media': { [mdToLg]: { gap: 0 } },
});

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': {
    [mdToLg]: {
      paddingInline: vars.space[2],
      selectors: { '&::after': { left: vars.space[2], right: vars.space[2] } },
    },
  },
  '::after': {
    content: '""',
    position: 'absolute',
    left: vars.space[3],
    right: vars.space[3],
    bottom: '8px',
    height: '2px',
    borderRadius: vars.radius.pill,
    backgroundImage: vars.color.accentGradient,
    transform: 'scaleX(0)',
    transformOrigin: '0 50%',
    transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  },
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current]': { color: vars.color.text },
    '&[aria-current]::after': { transform: 'scaleX(1)' },
  },
});

export const actions = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space[3],
  whiteSpace: 'nowrap',
  '@media': { [belowMd]: { display: 'none' } },
});

export const menuButton = style({
  '@media': { [media.md]: { display: 'none' } },
});
