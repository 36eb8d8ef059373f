export { StepIndex } from './StepIndex';
export type { StepIndexItem, StepIndexProps } from './StepIndex';
