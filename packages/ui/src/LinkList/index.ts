export { LinkList } from './LinkList';
export type { LinkListProps, LinkListItem } from './LinkList';
