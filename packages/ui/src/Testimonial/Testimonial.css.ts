import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { textLink } from '../theme/link-styles';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  minWidth: 0,
  height: '100%',
});

export const mark = style({
  width: '2.25rem',
  height: '2.25rem',
  color: vars.color.accentText,
  opacity: 0.9,
});

export const quote = recipe({
  base: {
    fontFamily: vars.font.display,
    fontWeight: vars.fontWeight.regular,
    color: vars.color.text,
    letterSpacing: '-0.01em',
    textWrap: 'pretty',
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.lg, lineHeight: '1.55' },
      lg: { fontSize: vars.fontSize['2xl'], lineHeight: '1.4' },
      // An editorial pull quote, the band's one moment of scale (about 50 characters a line in 56 rem).
      xl: {
        fontSize: 'clamp(1.5rem, 1.05rem + 1.9vw, 2.5rem)',
        lineHeight: '1.28',
        letterSpacing: '-0.02em',
      },
    },
  },
  defaultVariants: { size: 'md' },
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  marginTop: 'auto',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  backgroundImage: vars.color.accentGradient,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const author = style({
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({ ...textLink('accent'), fontSize: vars.fontSize.sm });
