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

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const pulse = keyframes({
  '0%, 100%': { opacity: 0.75, transform: 'scale(1)' },
  '50%': { opacity: 1, transform: 'scale(1.06)' },
});

/**
 * Where the forge sits on wide screens: its distance from the hero's right edge, and its size. Measured in the hero's
 * own width (`cqw`, the hero is a size container), not the viewport's, which also counts a classic scrollbar.
 */
const visualInsetEnd = 'calc(max(2rem, (100cqw - 1200px) / 2) - 1rem)';
const visualSize = 'min(32rem, 35cqw)';

/**
 * The widest the hero's text may run on wide screens: from the start of the container's content box (centred, so it
 * starts at (100cqw - its width) / 2) to a gap short of the forge's left edge, so no line crosses the rings or the
 * core.
 */
const contentWidth = `min(${vars.layout.containerMax}, 100cqw - 2 * ${vars.layout.gutter})`;
const clearOfVisual = (gap: string) =>
  `calc((100cqw + ${contentWidth}) / 2 - ${visualInsetEnd} - ${visualSize} - ${gap})`;

/** The forge: concentric rings around a glowing core, right of the text on wide screens. */
export const visual = style({
  display: 'none',
  position: 'absolute',
  top: '50%',
  right: visualInsetEnd,
  width: visualSize,
  aspectRatio: '1',
  transform: 'translateY(-46%)',
  '@media': { [media.lg]: { display: 'block' } },
});

const ring = {
  position: 'absolute',
  borderRadius: '50%',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
} as const;

export const ringOuter = style({
  ...ring,
  inset: 0,
  // A bright arc travels around the outer ring.
  '::before': {
    content: '""',
    position: 'absolute',
    inset: '-1px',
    borderRadius: '50%',
    padding: '1px',
    backgroundImage: `conic-gradient(from 0deg in srgb, transparent 0deg, ${tint(vars.color.brandVioletLight, 90)} 40deg, ${tint(vars.color.brandCyan, 90)} 80deg, transparent 120deg)`,
    WebkitMask: 'linear-gradient(#000 0 0) content-box, linear-gradient(#000 0 0)',
    WebkitMaskComposite: 'xor',
    mask: 'linear-gradient(#000 0 0) content-box exclude, linear-gradient(#000 0 0)',
    animation: `${spin} 14s linear infinite`,
  },
});

export const ringMiddle = style({
  ...ring,
  inset: '16%',
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  opacity: 0.55,
  animation: `${spin} 60s linear infinite reverse`,
  // A satellite riding the dashed ring.
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '-5px',
    width: '9px',
    height: '9px',
    borderRadius: '50%',
    backgroundColor: vars.color.brandCyan,
    boxShadow: `0 0 16px 4px ${tint(vars.color.brandCyan, 60)}`,
  },
});

export const ringInner = style({
  ...ring,
  inset: '32%',
  backgroundImage: `radial-gradient(closest-side, ${tint(vars.color.brandViolet, 18)}, transparent)`,
});

export const core = style({
  position: 'absolute',
  inset: '42%',
  borderRadius: '50%',
  backgroundImage: vars.color.accentGradient,
  boxShadow: `0 0 60px 20px ${tint(vars.color.brandViolet, 35)}, 0 0 120px 40px ${tint(vars.color.brandCyan, 15)}`,
  animation: `${pulse} 6s ease-in-out infinite`,
});

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
