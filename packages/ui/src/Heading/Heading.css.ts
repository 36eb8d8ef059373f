import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';

export const heading = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.text,
    letterSpacing: '-0.02em',
    textWrap: 'balance',
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      md: {
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.snug,
        letterSpacing: '-0.005em',
      },
      lg: {
        fontSize: vars.fontSize.lg,
        lineHeight: vars.lineHeight.snug,
        letterSpacing: '-0.01em',
      },
      xl: {
        fontSize: vars.fontSize.xl,
        lineHeight: vars.lineHeight.snug,
        letterSpacing: '-0.015em',
      },
      '2xl': { fontSize: vars.fontSize['2xl'], lineHeight: '1.2' },
      '3xl': { fontSize: vars.fontSize['3xl'], lineHeight: '1.12' },
      '4xl': {
        fontSize: vars.fontSize['4xl'],
        lineHeight: vars.lineHeight.tight,
        letterSpacing: '-0.03em',
      },
      '5xl': { fontSize: vars.fontSize['5xl'], lineHeight: '1.04', letterSpacing: '-0.035em' },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
    gradient: {
      true: gradientText(),
      false: {},
    },
  },
  defaultVariants: { align: 'start', gradient: false },
});
