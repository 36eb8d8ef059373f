export { MessageRow } from './MessageRow';
export type { MessageRowProps } from './MessageRow';
