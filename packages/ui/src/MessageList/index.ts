export { MessageList } from './MessageList';
export type { MessageListProps } from './MessageList';
