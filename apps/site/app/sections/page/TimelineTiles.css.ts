import { style } from '@vanilla-extract/css';
import { cardSurface, figureLabel, figures, gradientText, media, vars } from '@agency/ui';

/**
 * A flat card; the duration reads first while the markup keeps the term before its value. On phones a compact row:
 * the project at the start, its duration at the end.
 */
export const timelineTile = style([
  cardSurface(),
  {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: vars.space[4],
    paddingBlock: vars.space[4],
    paddingInline: vars.space[5],
    '@media': {
      [media.md]: { flexDirection: 'column-reverse', gap: vars.space[2], padding: vars.space[6] },
    },
  },
]);

export const timelineProject = style(figureLabel());

export const timelineDuration = style({
  ...figures('xl'),
  letterSpacing: '-0.03em',
  whiteSpace: 'nowrap',
  ...gradientText(),
  '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } },
});
