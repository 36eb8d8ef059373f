export { DangerAction } from './DangerAction';
export type { DangerActionProps } from './DangerAction';
