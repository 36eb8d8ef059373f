import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  width: '100%',
  maxWidth: `calc(44rem + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: `clamp(${vars.space[12]}, 8vw, ${vars.space[24]})`,
  display: 'grid',
  gap: vars.space[6],
  alignContent: 'start',
});

export const intro = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.lg });

export const panel = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const panelTitle = style({ fontSize: vars.fontSize.xl });

export const panelText = style({ color: vars.color.textSecondary });
