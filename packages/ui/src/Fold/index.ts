export { Fold } from './Fold';
export type { FoldProps } from './Fold';
