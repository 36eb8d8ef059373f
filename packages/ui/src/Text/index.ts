export { Text } from './Text';
export type { TextProps } from './Text';
export { figures, overline } from './text-styles';
