export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
