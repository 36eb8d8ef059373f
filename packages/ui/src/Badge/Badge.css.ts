import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  paddingInline: vars.space[2],
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid currentColor`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const dot = style({
  width: '0.45rem',
  height: '0.45rem',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

// Text in the tone colour on the surface it sits on (a tinted fill would cost contrast); the border carries the tone.
export const tone = styleVariants({
  neutral: { color: vars.color.textSecondary, backgroundColor: vars.color.surfaceRaised },
  accent: { color: vars.color.accentText, backgroundColor: 'transparent' },
  success: { color: vars.color.success, backgroundColor: 'transparent' },
  warning: { color: vars.color.warning, backgroundColor: 'transparent' },
  danger: { color: vars.color.danger, backgroundColor: 'transparent' },
});
