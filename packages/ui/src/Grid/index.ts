export { Grid } from './Grid';
export type { GridProps, ResponsiveColumns } from './Grid';
export { gridColumns } from './grid-columns';
export type { GridColumnCounts } from './grid-columns';
