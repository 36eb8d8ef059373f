export { LedgerList } from './LedgerList';
export type { LedgerListProps, LedgerRow } from './LedgerList';
