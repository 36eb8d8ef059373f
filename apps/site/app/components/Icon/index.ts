export { Icon } from './Icon';
export type { IconProps } from './Icon';
export type { IconNode } from './types';
