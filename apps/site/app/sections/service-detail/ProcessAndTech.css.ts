import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const step = style({
  position: 'relative',
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const index = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accentText,
});

export const label = style({ lineHeight: vars.lineHeight.snug });

export const tech = style({ marginTop: vars.space[10] });
