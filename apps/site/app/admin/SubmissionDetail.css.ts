import { media, vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Phones show one pane at a time: the way back to the list. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accentText,
  '@media': { [media.lg]: { display: 'none' } },
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
});
globalStyle(`${meta} dt`, { color: vars.color.textSecondary });
globalStyle(`${meta} dd`, { overflowWrap: 'anywhere' });
globalStyle(`${meta} a`, { color: vars.color.accentText });

/** The message as the visitor typed it, in a well sunk into the card. */
export const message = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.body,
});

export const dangerZone = style({
  paddingTop: vars.space[4],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const deleteButton = style({ color: vars.color.danger });
