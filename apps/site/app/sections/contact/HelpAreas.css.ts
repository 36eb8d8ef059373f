import { style } from '@vanilla-extract/css';
import { media, stretchedLink, vars } from '@agency/ui';

export const list = style({
  display: 'grid',
  listStyle: 'none',
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[10] },
  },
});

/** A row between hairlines that lights its start edge on hover or focus. */
export const row = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[6],
  paddingInlineStart: vars.space[4],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: `inset 2px 0 0 transparent`,
  transition: `box-shadow ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-within': {
      boxShadow: `inset 2px 0 0 ${vars.color.accentText}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const helpLink = style(stretchedLink());

/** Which service page the row leads to; the arrow says it is a way on. */
export const helpService = style({
  marginTop: 'auto',
  paddingTop: vars.space[1],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});
