import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
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

export const columnCounts = [1, 2, 3, 4, 5, 6] as const;
export type ColumnCount = (typeof columnCounts)[number];
export type BreakpointName = 'sm' | 'md' | 'lg';

const at = (name: BreakpointName, rule: StyleRule): StyleRule => ({
  '@media': { [media[name]]: rule },
});

/**
 * Column counts per breakpoint (`columnsAt.md[2]`). Defined before the presets so the stylesheet lists the media
 * queries narrowest first, and a wider screen's count wins.
 */
export const columnsAt = Object.fromEntries(
  (['sm', 'md', 'lg'] as const).map((name) => [
    name,
    styleVariants(
      Object.fromEntries(
        columnCounts.map((count) => [count, at(name, { gridTemplateColumns: repeat(count) })]),
      ) as Record<ColumnCount, StyleRule>,
    ),
  ]),
) as Record<BreakpointName, Record<ColumnCount, string>>;

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

/** Gaps from a breakpoint on (`gapAt.lg[16]`). */
export const gapAt = Object.fromEntries(
  (['md', 'lg'] as const).map((name) => [
    name,
    styleVariants(
      Object.fromEntries(
        gapSteps.map((step) => [step, at(name, { gap: vars.space[step] })]),
      ) as Record<GapStep, StyleRule>,
    ),
  ]),
) as Record<'md' | 'lg', Record<GapStep, string>>;

/** A column gap other than the row gap (`columnGap[8]`); after the recipe, so it wins over `gap`. */
export const columnGap = styleVariants(
  Object.fromEntries(gapSteps.map((step) => [step, { columnGap: vars.space[step] }])) as Record<
    GapStep,
    StyleRule
  >,
);

export const split = style({
  '@media': { [media.lg]: { gridTemplateColumns: splitVar } },
});

/** `min(100%, …)` keeps a single column from overflowing on screens narrower than the minimum. */
export const autoFill = style({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minItemWidthVar}), 1fr))`,
});
