import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';

export const stepNumber = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.04em',
    lineHeight: 1,
    ...gradientText(),
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize['2xl'] },
      md: { fontSize: 'clamp(3rem, 2.4rem + 2vw, 4rem)' },
      lg: { fontSize: 'clamp(3.5rem, 2.5rem + 4vw, 6rem)' },
    },
  },
  defaultVariants: { size: 'md' },
});
