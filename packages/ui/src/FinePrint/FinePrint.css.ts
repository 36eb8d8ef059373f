import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const finePrint = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
