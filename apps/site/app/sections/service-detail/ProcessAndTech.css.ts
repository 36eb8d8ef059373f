import { style } from '@vanilla-extract/css';
import { figures, vars } from '@agency/ui';

export const step = style({
  position: 'relative',
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const index = style({
  ...figures(),
  fontSize: vars.fontSize.sm,
  color: vars.color.accentText,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const tech = style({ marginTop: vars.space[10] });
