export { Grid } from './Grid';
export type { GridProps, ResponsiveColumns } from './Grid';
