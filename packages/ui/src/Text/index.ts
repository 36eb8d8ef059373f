export { Text } from './Text';
export type { TextProps } from './Text';
export { caption, figureLabel, figures, overline } from './text-styles';
