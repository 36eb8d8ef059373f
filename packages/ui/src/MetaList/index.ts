export { MetaList } from './MetaList';
export type { MetaListProps, MetaListItem } from './MetaList';
