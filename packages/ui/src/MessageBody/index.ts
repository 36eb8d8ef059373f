export { MessageBody } from './MessageBody';
export type { MessageBodyProps } from './MessageBody';
