import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const container = recipe({
  base: {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.layout.gutter,
  },
  variants: {
    size: {
      sm: { maxWidth: `calc(42rem + 2 * ${vars.layout.gutter})` },
      md: { maxWidth: `calc(56rem + 2 * ${vars.layout.gutter})` },
      lg: { maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})` },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { size: 'lg' },
});
