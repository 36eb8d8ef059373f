import { cardSurface, vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

// Shared by the inbox screens. A working tool: denser type, no decoration (visual.md, "The staff inbox").

export const muted = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const emptyState = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  color: vars.color.textSecondary,
});

/** The sign-in and no-access card. */
export const panel = style({
  ...cardSurface(),
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
});

/** The sign-in and no-access screens: one narrow column. */
export const signIn = style({
  width: '100%',
  maxWidth: `calc(26rem + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: `clamp(${vars.space[8]}, 8vw, ${vars.space[16]})`,
});
