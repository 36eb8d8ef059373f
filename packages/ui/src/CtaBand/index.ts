export { CtaBand } from './CtaBand';
export type { CtaBandProps, CtaBandVariant } from './CtaBand';
