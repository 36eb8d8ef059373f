import { cardSurface, media, vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

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

export const searchForm = style({ flex: '1 1 18rem' });
export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });

export const panes = style({
  display: 'grid',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

const pane = { ...cardSurface(), minWidth: 0 };
export const listPane = style(pane);
export const detailPane = style({ ...pane, padding: vars.space[5] });

// Phones: the list alone, or the open submission alone with a back link.
globalStyle(`${inbox}[data-has-selection] ${listPane}`, {
  '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } },
});
globalStyle(`${inbox}:not([data-has-selection]) ${detailPane}`, {
  '@media': { 'screen and (max-width: 1023.98px)': { display: 'none' } },
});

export const pick = style({ color: vars.color.textSecondary });
