export { Statement } from './Statement';
export type { StatementProps } from './Statement';
