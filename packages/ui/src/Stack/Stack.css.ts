import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const gapSteps = [0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;
export type GapStep = (typeof gapSteps)[number];

const gaps = Object.fromEntries(
  gapSteps.map((step) => [step, { gap: vars.space[step] }]),
) as Record<GapStep, { gap: string }>;

export const stack = recipe({
  base: { display: 'flex', minWidth: 0, listStyle: 'none' },
  variants: {
    direction: {
      column: { flexDirection: 'column' },
      row: { flexDirection: 'row', flexWrap: 'wrap' },
    },
    gap: gaps,
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      stretch: { alignItems: 'stretch' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { direction: 'column', gap: 4, align: 'stretch', justify: 'start' },
});
