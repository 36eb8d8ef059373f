import { style } from '@vanilla-extract/css';
import { media, tint, vars } from '@agency/ui';

/** A band washed in the brand's violet and cyan: the text beside its link from 768 px. */
export const quoteBand = style({
  padding: `clamp(${vars.space[6]}, 1rem + 3vw, ${vars.space[12]})`,
  borderRadius: vars.radius.xl,
  border: `${vars.borderWidth.hairline} solid ${tint(vars.color.brandVioletLight, 35)}`,
  backgroundImage: `linear-gradient(120deg in srgb, ${tint(vars.color.brandViolet, 16)}, ${tint(vars.color.brandCyan, 8)})`,
  '@media': {
    [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const quoteText = style({ maxWidth: '44rem' });
