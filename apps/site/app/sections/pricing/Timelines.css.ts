import { style } from '@vanilla-extract/css';
import { cardSurface, figures, vars } from '@agency/ui';

/** A flat card; the duration reads first while the markup keeps the term before its value. */
export const timelineTile = style([
  cardSurface(),
  { display: 'flex', flexDirection: 'column-reverse', gap: vars.space[2], padding: vars.space[6] },
]);

export const timelineProject = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
});

export const timelineDuration = style({
  ...figures(),
  fontSize: vars.fontSize['3xl'],
  letterSpacing: '-0.03em',
  backgroundImage: vars.color.accentGradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});
