export { HoneypotField } from './HoneypotField';
export type { HoneypotFieldProps } from './HoneypotField';
