import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { cardSurface } from '../Card/card-surface';
import { gapSteps, type GapStep } from '../Stack/Stack.css';
import { vars } from '../theme/contract.css';

export const panel = recipe({
  base: { ...cardSurface(), minWidth: 0 },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space[5] },
      lg: { padding: vars.space[6] },
    },
  },
  defaultVariants: { padding: 'lg' },
});

/** Children laid out as a grid column with this gap. */
export const gap = styleVariants(
  Object.fromEntries(gapSteps.map((step) => [step, step])) as Record<GapStep, GapStep>,
  (step) => ({ display: 'grid', gap: vars.space[step] }),
);

/** The small heading of a tool's panel or block: body-sized, in the display face (h1–h6 base styles). */
export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
