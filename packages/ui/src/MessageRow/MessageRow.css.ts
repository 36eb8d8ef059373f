import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const row = style({
  display: 'grid',
  gap: vars.space[1],
  minHeight: '44px',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  borderInlineStart: '3px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.accentSoft,
      borderInlineStartColor: vars.color.accent,
    },
  },
});

/** Two ends of one line that never wraps: the long end is cut with an ellipsis. */
export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});
export const bottom = style([top, { alignItems: 'center' }]);

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const title = style({
  ...ellipsis,
  fontWeight: vars.fontWeight.medium,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

/** Unread: a filled dot before the title, its shape the signal (the row's weight alone is too subtle). */
export const unreadDot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  marginInlineEnd: vars.space[2],
  verticalAlign: 'middle',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  // Kept in forced-colours mode, where backgrounds are dropped.
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

export const meta = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

/** Beside the second line: kept short, cut rather than pushing the address out. */
export const aside = style({
  ...ellipsis,
  flexShrink: 0,
  maxWidth: '45%',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
});

export const detail = style({
  ...ellipsis,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  minWidth: 0,
});
