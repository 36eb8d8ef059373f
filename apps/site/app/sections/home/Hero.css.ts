import { keyframes, style } from '@vanilla-extract/css';
import {
  backdropHost,
  backdropLayer,
  hairlineGrid,
  media,
  pillSurface,
  tint,
  underHeader,
  vars,
} from '@agency/ui';

/**
 * Starts half visible, not hidden: the text is painted (and is the page's largest content) with the first frame,
 * and the stagger still reads as each line brightening and rising into place.
 */
const rise = keyframes({
  from: { opacity: 0.5, transform: 'translate3d(0, 16px, 0)' },
  to: { opacity: 1, transform: 'none' },
});

const driftA = keyframes({
  from: { transform: 'translate3d(-6%, -4%, 0) scale(1)' },
  to: { transform: 'translate3d(8%, 6%, 0) scale(1.12)' },
});

const driftB = keyframes({
  from: { transform: 'translate3d(6%, 4%, 0) scale(1.08)' },
  to: { transform: 'translate3d(-8%, -6%, 0) scale(0.95)' },
});

/**
 * The backdrop drifts only on large screens: on phones the same composition stands still, which
 * spares their battery and keeps the main thread free while the page starts up.
 */
const ambient = (animation: string) => ({
  '@media': {
    [`${media.lg} and (prefers-reduced-motion: no-preference)`]: {
      animation,
      willChange: 'transform',
    },
  },
});

/** The grid pans down by one cell, so the loop is seamless. */
const cell = '64px';

const gridPan = keyframes({
  from: { transform: 'translate3d(0, 0, 0)' },
  to: { transform: `translate3d(0, ${cell}, 0)` },
});

export const root = style({
  ...backdropHost(),
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  minHeight: 'min(100svh, 62rem)',
  ...underHeader('clamp(3rem, 2rem + 6vw, 7rem)'),
  paddingBottom: 'clamp(3rem, 2rem + 4vw, 6rem)',
});

export const backdrop = style(backdropLayer());

/** Hairline grid that fades towards the edges and pans slowly downwards. */
export const grid = style({
  position: 'absolute',
  insetInline: 0,
  top: `-${cell}`,
  bottom: 0,
  ...hairlineGrid(cell, 'radial-gradient(70% 65% at 50% 35%, #000 25%, transparent 80%)'),
  ...ambient(`${gridPan} 12s linear infinite`),
});

export const orb = style({
  position: 'absolute',
  width: 'min(70rem, 140vw)',
  aspectRatio: '1',
});

export const orbViolet = style({
  top: '-45%',
  left: '-30%',
  backgroundImage: `radial-gradient(closest-side, ${tint(vars.color.brandViolet, 32)}, ${tint(vars.color.brandViolet, 8)} 55%, transparent)`,
  ...ambient(`${driftA} 22s ease-in-out infinite alternate`),
});

export const orbCyan = style({
  top: '-25%',
  right: '-40%',
  backgroundImage: `radial-gradient(closest-side, ${tint(vars.color.brandCyan, 18)}, ${tint(vars.color.brandCyan, 5)} 55%, transparent)`,
  ...ambient(`${driftB} 26s ease-in-out infinite alternate`),
});

/**
 * Where the lens sits on wide screens: its distance from the hero's right edge (it may run a little past the
 * container, its axis fading out), and its width. Measured in the hero's own width (`cqw`, the hero is a size
 * container), not the viewport's, which also counts a classic scrollbar.
 */
const visualInsetEnd = 'calc(max(0px, (100cqw - 1200px) / 2) - 1rem)';
const visualSize = 'min(42rem, 46cqw)';

/**
 * The widest the hero's text may run on wide screens: from the start of the container's content box (centred, so it
 * starts at (100cqw - its width) / 2) to a gap short of the drawing's left edge, so no line crosses the light.
 */
const contentWidth = `min(${vars.layout.containerMax}, 100cqw - 2 * ${vars.layout.gutter})`;
const clearOfVisual = (gap: string) =>
  `calc((100cqw + ${contentWidth}) / 2 - ${visualInsetEnd} - ${visualSize} - ${gap})`;

/**
 * The studio's lens: on phones a full-bleed strip between the button and the figures; from 1024 px right of the
 * text, level with it. Its box has the drawing's proportions before it paints, so nothing moves.
 */
export const visual = style({
  alignSelf: 'stretch',
  marginInline: `calc(-1 * ${vars.layout.gutter})`,
  pointerEvents: 'none',
  '@media': {
    [media.lg]: {
      position: 'absolute',
      top: '44%',
      right: visualInsetEnd,
      width: visualSize,
      margin: 0,
      transform: 'translateY(-50%)',
    },
  },
});

export const lens = style({ width: '100%', height: 'auto' });

/** Fades the backdrop into the page below. */
export const horizon = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: '40%',
  backgroundImage: `linear-gradient(to bottom, transparent, ${vars.color.background})`,
});

/** Dimmed and lowered until its `animation-delay` passes, then brightens and rises into place. */
export const appear = style({
  animation: `${rise} 800ms ${vars.motion.easing} both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The ui eyebrow (face, size, uppercase, gradient mark) set in a pill, its mark a glowing dot. */
export const eyebrow = style({
  ...pillSurface(),
  lineHeight: vars.lineHeight.body,
  letterSpacing: '0.14em',
  color: vars.color.textSecondary,
  '::before': {
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: '50%',
    boxShadow: `0 0 12px ${tint(vars.color.brandVioletLight, 90)}`,
  },
});

export const headline = style({
  maxWidth: '16ch',
  paddingBottom: '0.06em',
  '@media': { [media.lg]: { maxWidth: `min(16ch, ${clearOfVisual(vars.space[8])})` } },
});

/**
 * The lead keeps a measure of at most about 60 characters (Inter averages about half an em per character of English
 * text), and on wide screens stops short of the forge.
 */
export const lead = style({
  maxWidth: '28em',
  '@media': { [media.lg]: { maxWidth: `min(28em, ${clearOfVisual(vars.space[8])})` } },
});

export const stats = style({
  alignSelf: 'stretch',
  marginTop: 'clamp(2rem, 1rem + 4vw, 5rem)',
  animationDelay: '1200ms',
});
