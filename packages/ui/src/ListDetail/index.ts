export { ListDetail, ListDetailBack } from './ListDetail';
export type { ListDetailProps, ListDetailBackProps } from './ListDetail';
