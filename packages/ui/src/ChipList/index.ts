export { ChipList } from './ChipList';
export type { ChipListProps } from './ChipList';
