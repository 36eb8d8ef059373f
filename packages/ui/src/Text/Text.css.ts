import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const text = recipe({
  base: { fontFamily: vars.font.body, overflowWrap: 'break-word' },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm, lineHeight: '1.55' },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body },
      xl: { fontSize: vars.fontSize.xl, lineHeight: '1.5' },
    },
    tone: {
      default: { color: vars.color.text },
      secondary: { color: vars.color.textSecondary },
      muted: { color: vars.color.textMuted },
      accent: { color: vars.color.accentText },
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center', marginInline: 'auto' },
    },
    measure: {
      true: { maxWidth: vars.layout.measure },
      false: {},
    },
  },
  defaultVariants: {
    size: 'md',
    tone: 'secondary',
    weight: 'regular',
    align: 'start',
    measure: true,
  },
});
