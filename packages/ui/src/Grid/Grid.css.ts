import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { gapSteps, type GapStep } from '../Stack/Stack.css';

/** Minimum item width for the auto-fill layout, set inline by the component. */
export const minItemWidthVar = createVar();
/** Column template of the two-column split from 1024 px, set inline by the component. */
export const splitVar = createVar();

const gaps = Object.fromEntries(
  gapSteps.map((step) => [step, { gap: vars.space[step] }]),
) as Record<GapStep, { gap: string }>;

const repeat = (count: number) =>
  count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;

/** Column counts from 640 / 768 / 1024 px, set inline by the component. */
export const columnsVar = { sm: createVar(), md: createVar(), lg: createVar() };

const columnsFrom = (...counts: string[]) =>
  `repeat(${fallbackVar(...(counts as [string]), '1')}, minmax(0, 1fr))`;

/**
 * Counts per breakpoint, each falling back to the narrower one's. Defined before the presets so the stylesheet lists
 * the media queries narrowest first, and a wider screen's count wins.
 */
export const responsiveColumns = style({
  '@media': {
    [media.sm]: { gridTemplateColumns: columnsFrom(columnsVar.sm) },
    [media.md]: { gridTemplateColumns: columnsFrom(columnsVar.md, columnsVar.sm) },
    [media.lg]: { gridTemplateColumns: columnsFrom(columnsVar.lg, columnsVar.md, columnsVar.sm) },
  },
});

export const grid = recipe({
  base: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', listStyle: 'none', minWidth: 0 },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.md]: { gridTemplateColumns: repeat(2) } } },
      3: {
        '@media': {
          [media.md]: { gridTemplateColumns: repeat(2) },
          [media.lg]: { gridTemplateColumns: repeat(3) },
        },
      },
      4: {
        '@media': {
          [media.sm]: { gridTemplateColumns: repeat(2) },
          [media.lg]: { gridTemplateColumns: repeat(4) },
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

// After the recipe, so these win over its `gap` variant.
const gapFrom = (query: string) => styleVariants(gaps, (rule) => ({ '@media': { [query]: rule } }));
/** A gap that widens from 768 / 1024 px (`gapFrom.lg[16]`). */
export const gapAt = { md: gapFrom(media.md), lg: gapFrom(media.lg) };

/** A column gap other than the row gap. */
export const columnGap = styleVariants(gaps, ({ gap }) => ({ columnGap: gap }));

export const split = style({
  '@media': { [media.lg]: { gridTemplateColumns: splitVar } },
});

/** `min(100%, …)` keeps a single column from overflowing on screens narrower than the minimum. */
export const autoFill = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidthVar}), 1fr))`,
});
