import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
  '::before': {
    content: '""',
    width: '1.5rem',
    height: vars.borderWidth.hairline,
    backgroundImage: vars.color.accentGradient,
    flexShrink: 0,
  },
});
