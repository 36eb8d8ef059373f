import { style } from '@vanilla-extract/css';
import { tint } from '../theme/tint';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
});

export const fourOnWide = style({
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** Bare figures: wider gaps, no cards. */
export const strip = style({
  columnGap: 'clamp(1.25rem, 0.5rem + 3vw, 3rem)',
  rowGap: vars.space[6],
});

/** Each figure stands on a hairline whose start is lit, like the beam arriving at the lens. */
export const stripItem = style({
  paddingTop: vars.space[4],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundImage: `linear-gradient(90deg in srgb, ${tint(vars.color.brandVioletLight, 90)}, ${tint(vars.color.brandCyan, 60)})`,
  backgroundSize: '2.5rem 1px',
  backgroundRepeat: 'no-repeat',
  backgroundPosition: '0 0',
  backgroundOrigin: 'border-box',
});
