export { Byline } from './Byline';
export type { BylineProps } from './Byline';
