import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateAreas: '"viewport" "controls"',
  rowGap: vars.space[6],
  minWidth: 0,
});

export const viewport = style({
  gridArea: 'viewport',
  display: 'grid',
  minWidth: 0,
  selectors: {
    // Before scripts run: a row of full-width slides to swipe or scroll through, snapping to each.
    [`${root}:not([data-enhanced]) &`]: {
      gridAutoFlow: 'column',
      gridAutoColumns: '100%',
      columnGap: vars.space[8],
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      overscrollBehaviorX: 'contain',
    },
    [`${root}:not([data-enhanced]) &:focus-visible`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
      borderRadius: vars.radius.md,
    },
  },
  '@media': {
    // Without scripts the row's dots are the browser's own scroll markers (where supported), drawn where the scripted
    // dots would be, so it shows that more slides follow and each is one click or key away. Not where scripts run:
    // Chromium counts the markers giving way to the scripted dots as a layout shift of the whole row.
    '(scripting: none)': {
      selectors: { [`${root}:not([data-enhanced]) &`]: { scrollMarkerGroup: 'after' } },
    },
  },
});

globalStyle(`${viewport}::scroll-marker-group`, {
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** Every slide shares one grid cell: the carousel is as tall as its tallest slide, so nothing shifts. */
export const slide = style({
  gridArea: '1 / 1',
  minWidth: 0,
  // The duration comes from the `transition` prop (inline style).
  transitionProperty: 'opacity, visibility',
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${root}:not([data-enhanced]) &`]: { gridArea: 'auto', scrollSnapAlign: 'start' },
    '&[data-state="inactive"]': { opacity: 0, visibility: 'hidden' },
    '&[data-state="active"]': { opacity: 1, visibility: 'visible' },
  },
});

/** A scroll marker: a 44 px target around a small dot, the current one in the accent (as the scripted dots). */
const markerDot = (color: string) => `radial-gradient(circle, ${color} 4px, transparent 4.5px)`;

globalStyle(`${slide}::scroll-marker`, {
  content: '""',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  backgroundImage: markerDot(vars.color.textMuted),
});

globalStyle(`${slide}::scroll-marker:target-current`, {
  backgroundImage: markerDot(vars.color.accent),
});

globalStyle(`${slide}::scroll-marker:focus-visible`, {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '-6px',
});

export const controls = style({
  gridArea: 'controls',
  selectors: {
    // The dots and the pause button need scripts: keep their place so nothing moves when they appear
    // (hidden this way they are out of the tab order and the accessibility tree too).
    [`${root}:not([data-enhanced]) &`]: { visibility: 'hidden' },
  },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
});

export const playButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.textSecondary,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': {
      color: vars.color.text,
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accentSoft,
    },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

/** 44 px target around a small visual dot; the current one stretches into a pill in the accent. */
export const dot = style({
  position: 'relative',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '50%',
    width: '8px',
    height: '8px',
    transform: 'translate(-50%, -50%)',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.textMuted,
    transition: `width ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
  },
  selectors: {
    '&:hover::before': { backgroundColor: vars.color.text },
    '&[aria-current="true"]::before': { width: '24px', backgroundColor: vars.color.accent },
    '&:focus-visible': { outlineOffset: '-6px', borderRadius: vars.radius.pill },
  },
});
