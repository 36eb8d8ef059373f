import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const stepNumber = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.04em',
    lineHeight: 1,
    backgroundImage: vars.color.accentGradient,
    backgroundClip: 'text',
    WebkitBackgroundClip: 'text',
    color: 'transparent',
    '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
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
