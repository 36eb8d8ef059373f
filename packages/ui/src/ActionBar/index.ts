export { ActionBar } from './ActionBar';
export type { ActionBarProps } from './ActionBar';
