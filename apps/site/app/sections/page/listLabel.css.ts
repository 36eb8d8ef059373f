import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

/** Small uppercase label above a list inside a card. */
export const listLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space[3],
});
