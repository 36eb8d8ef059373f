import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: '56px',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, backgroundColor: vars.color.surfaceRaised },
  },
});

export const arrow = style({ color: vars.color.accentText, flexShrink: 0 });
