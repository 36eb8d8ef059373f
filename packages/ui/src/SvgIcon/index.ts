export { SvgIcon } from './SvgIcon';
export type { SvgIconProps } from './SvgIcon';
