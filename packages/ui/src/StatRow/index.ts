export { StatRow } from './StatRow';
export type { StatRowProps, StatRowItem } from './StatRow';
