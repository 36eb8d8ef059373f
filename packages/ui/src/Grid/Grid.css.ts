import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { gapSteps, type GapStep } from '../Stack/Stack.css';

/** Minimum item width for the auto-fill layout, set inline by the component. */
export const minItemWidthVar = createVar();

const gaps = Object.fromEntries(
  gapSteps.map((step) => [step, { gap: vars.space[step] }]),
) as Record<GapStep, { gap: string }>;

export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', listStyle: 'none', minWidth: 0 },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'start' },
      center: { alignItems: 'center' },
    },
  },
  defaultVariants: { columns: 3, gap: 6, align: 'stretch' },
});

/** `min(100%, …)` keeps a single column from overflowing on screens narrower than the minimum. */
export const autoFill = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidthVar}), 1fr))`,
});
