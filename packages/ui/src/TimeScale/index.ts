export { TimeScale } from './TimeScale';
export type { TimeScaleItem, TimeScaleProps } from './TimeScale';
