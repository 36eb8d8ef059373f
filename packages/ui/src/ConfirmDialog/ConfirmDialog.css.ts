import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dialog = style({
  // The global reset zeroes margins; a modal dialog centres itself with margin: auto.
  margin: 'auto',
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space[6],
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&::backdrop': { backgroundColor: vars.color.overlay },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space[3],
});

export const body = style({
  color: vars.color.textSecondary,
  overflowWrap: 'anywhere',
  marginBottom: vars.space[6],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});

export const danger = style({
  backgroundImage: 'none',
  backgroundColor: vars.color.danger,
  color: vars.color.background,
});
