import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const layout = style({
  display: 'grid',
  gap: `clamp(${vars.space[10]}, 1.5rem + 4vw, ${vars.space[20]})`,
});

/** From 1024 px the vision takes the right half, under a hairline, so the two read as call and answer. */
export const vision = style({
  paddingTop: vars.space[8],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  '@media': { [media.lg]: { justifySelf: 'end', width: 'min(100%, 36rem)' } },
});
