import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** In a well sunk into the card it sits on. */
export const message = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.body,
});
