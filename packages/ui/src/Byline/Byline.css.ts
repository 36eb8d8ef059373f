import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { overline } from '../Text/text-styles';

export const root = style({
  display: 'grid',
  gap: vars.space[2],
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const label = style({ ...overline(), margin: 0 });

export const name = style({
  display: 'grid',
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const position = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: '1.6',
  color: vars.color.textSecondary,
});
