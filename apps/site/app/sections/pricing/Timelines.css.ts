import { style } from '@vanilla-extract/css';
import { cardSurface, figureLabel, figures, gradientText, vars } from '@agency/ui';

/** A flat card; the duration reads first while the markup keeps the term before its value. */
export const timelineTile = style([
  cardSurface(),
  { display: 'flex', flexDirection: 'column-reverse', gap: vars.space[2], padding: vars.space[6] },
]);

export const timelineProject = style(figureLabel());

export const timelineDuration = style({
  ...figures('3xl'),
  letterSpacing: '-0.03em',
  ...gradientText(),
});
