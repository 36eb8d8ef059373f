import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const contactItem = style({ display: 'flex', flexDirection: 'column' });

/** Postal lines get the same breathing room as the 44 px mailto:/tel: targets above them. */
export const contactAddress = style({ paddingBlock: vars.space[2] });

export const contactLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginTop: vars.space[1],
});
