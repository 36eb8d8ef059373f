import {
  backdropHost,
  backdropLayer,
  gradientText,
  gridColumns,
  overline,
  tint,
  vars,
} from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  ...backdropHost(),
  paddingBlock: `clamp(${vars.space[16]}, 8vw, ${vars.space[32]})`,
});

export const glow = style({
  ...backdropLayer(),
  background: `radial-gradient(ellipse 60% 50% at 50% 0% in srgb, ${tint(vars.color.brandViolet, 18)}, transparent 70%)`,
});

export const inner = style({
  maxWidth: `calc(52rem + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: vars.space[6],
});

/** The lens, its spark just above the code: the light was gathered, and found nothing here. */
export const motif = style({
  display: 'block',
  width: 'min(560px, 90vw)',
  marginBottom: `calc(-1 * ${vars.space[10]})`,
  // The drawing's spark is at 980 of its 1200 units: centre the spark, not the drawing, over the code.
  translate: `${((0.5 - 980 / 1200) * 100).toFixed(1)}% 0`,
  // The rays come in from the page, not from the edge of a picture.
  maskImage: 'linear-gradient(90deg, transparent, black 35%)',
});

export const code = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(5rem, 3rem + 10vw, 9rem)',
  lineHeight: 1,
  letterSpacing: '-0.05em',
  ...gradientText(),
});

export const title = style({ fontSize: vars.fontSize['4xl'] });

export const message = style({
  maxWidth: '44ch',
  fontSize: vars.fontSize.lg,
  color: vars.color.textSecondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});

export const popular = style({ marginTop: vars.space[10], width: '100%' });

export const popularHeading = style({ ...overline(), marginBottom: vars.space[4] });

export const popularList = style([
  gridColumns({ base: 2, md: 4 }),
  { gap: vars.space[3], listStyle: 'none' },
]);
