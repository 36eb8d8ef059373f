import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  fontSize: '1.375rem',
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSoft,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
