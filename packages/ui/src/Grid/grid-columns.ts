import { media } from '../theme/tokens';

export type GridColumnCounts = Partial<Record<'base' | 'sm' | 'md' | 'lg', number>>;

const tracks = (count: number) =>
  count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`;

/**
 * For stylesheets (no runtime cost): a grid of equal column tracks per breakpoint, each count from that width up and
 * one column below the first, e.g. `style([gridColumns({ md: 2, lg: 4 }), { gap }])`, for a ramp `<Grid columns>`
 * does not offer.
 */
export function gridColumns(counts: GridColumnCounts) {
  const queries: Record<string, { gridTemplateColumns: string }> = {};
  for (const at of ['sm', 'md', 'lg'] as const) {
    const count = counts[at];
    if (count !== undefined) queries[media[at]] = { gridTemplateColumns: tracks(count) };
  }
  return { display: 'grid', gridTemplateColumns: tracks(counts.base ?? 1), '@media': queries };
}
