export { Text } from './Text';
export type { TextProps } from './Text';
export { caption, figures, overline } from './text-styles';
