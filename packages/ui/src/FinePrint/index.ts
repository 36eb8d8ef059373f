export { FinePrint } from './FinePrint';
export type { FinePrintProps } from './FinePrint';
