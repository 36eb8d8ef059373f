export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps, ButtonStyleProps } from './Button';
