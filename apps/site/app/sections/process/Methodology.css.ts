import { style } from '@vanilla-extract/css';
import { media, tint, vars } from '@agency/ui';

export const steps = style({ gap: 'clamp(3rem, 2rem + 4vw, 6rem)' });

/** Every other step puts its description on the right of its details. */
export const intro = style({
  '@media': { [media.lg]: { selectors: { '[data-side="end"] > &': { order: 2 } } } },
});

export const number = style({ marginBottom: vars.space[2] });

export const details = style({
  backgroundImage: `linear-gradient(160deg, ${tint(vars.color.brandViolet, 7)}, transparent 60%)`,
});

export const detailsLabel = style({ textTransform: 'uppercase', marginBottom: vars.space[3] });
