import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const muted = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
