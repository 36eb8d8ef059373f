import { media, vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// A working tool: denser type, no decoration (visual.md, "The staff inbox").
export const inbox = style({
  display: 'grid',
  alignContent: 'start',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space[4],
  width: '100%',
  maxWidth: '90rem',
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: vars.space[4],
  fontSize: '0.9375rem',
});

export const toolbar = style({ display: 'grid', gap: vars.space[3], minWidth: 0 });

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

export const muted = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
});

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[2],
  flex: '1 1 18rem',
  minWidth: 0,
});

export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });

export const panes = style({
  display: 'grid',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

const pane = {
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
};

export const listPane = style(pane);
export const detailPane = style({ ...pane, padding: vars.space[5] });

// Phones: the list alone, or the open submission alone with a back link.
globalStyle(`${inbox}[data-has-selection] ${listPane}`, {
  '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } },
});
globalStyle(`${inbox}:not([data-has-selection]) ${detailPane}`, {
  '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } },
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accentText,
  '@media': { [media.lg]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

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

export const rowTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});

export const rowName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.fontWeight.bold } },
});

export const rowTime = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const rowEmail = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowBottom = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minWidth: 0,
});

export const rowExcerpt = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const loadMore = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space[4],
});

export const emptyState = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  color: vars.color.textSecondary,
});

export const pick = style({ color: vars.color.textSecondary });

export const detail = style({ display: 'grid', gap: vars.space[4], minWidth: 0 });

export const detailHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${meta} dt`, { color: vars.color.textSecondary });
globalStyle(`${meta} dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${meta} a`, { color: vars.color.accentText });

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const message = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  lineHeight: vars.lineHeight.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const noteForm = style({ display: 'grid', gap: vars.space[2] });

export const dangerZone = style({
  paddingTop: vars.space[4],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const deleteButton = style({ color: vars.color.danger });

export const signIn = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[6],
  width: '100%',
  maxWidth: `calc(26rem + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.layout.gutter,
  paddingBlock: `clamp(${vars.space[8]}, 8vw, ${vars.space[16]})`,
});

export const signInForm = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
