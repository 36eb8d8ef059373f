export { StepNumber } from './StepNumber';
export type { StepNumberProps } from './StepNumber';
