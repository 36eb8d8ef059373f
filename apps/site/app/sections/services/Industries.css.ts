import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

/** From this width the row of work has room to run wider than the text above it. */
const wideScreen = 'screen and (min-width: 1440px)';

export const header = style({
  display: 'grid',
  gap: vars.space[4],
  marginBottom: `clamp(${vars.space[8]}, 2rem + 2vw, ${vars.space[16]})`,
});

export const intro = style({ maxWidth: vars.layout.measure });

/** Aligned with the text up to 1440 px; wider screens let the work spread up to 1600 px. */
export const wide = style({
  maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  '@media': { [wideScreen]: { maxWidth: `calc(100rem + 2 * ${vars.layout.gutter})` } },
});
