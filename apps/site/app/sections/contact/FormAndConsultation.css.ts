import { style } from '@vanilla-extract/css';
import { backdropHost, backdropLayer, tint, vars } from '@agency/ui';

/** A flat raised card washed in the brand's cyan and violet. */
export const consultation = style({
  ...backdropHost(),
  boxShadow: 'none',
});

export const consultationGlow = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(80% 60% at 100% 0% in srgb, ${tint(vars.color.brandCyan, 14)}, transparent 70%)`,
    `radial-gradient(80% 60% at 0% 100% in srgb, ${tint(vars.color.brandViolet, 20)}, transparent 70%)`,
  ].join(', '),
});
