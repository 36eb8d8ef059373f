import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Below 1024 px one pane at a time: the list, or the open item with a way back. */
export const narrow = 'screen and (max-width: 1023.98px)';

// Start-aligned: the frame may be taller than its content (it fills the tool page), and nothing may spread out.
export const frame = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[4],
  minWidth: 0,
});

export const toolbar = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[3],
  minWidth: 0,
});

export const panes = style({
  display: 'grid',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const listPane = style({});
export const detailPane = style({});

globalStyle(`${frame}[data-has-selection] > ${toolbar}`, {
  '@media': { [narrow]: { display: 'none' } },
});
globalStyle(`${frame}[data-has-selection] > ${panes} > ${listPane}`, {
  '@media': { [narrow]: { display: 'none' } },
});
globalStyle(`${frame}:not([data-has-selection]) > ${panes} > ${detailPane}`, {
  '@media': { [narrow]: { display: 'none' } },
});

export const placeholder = style({ color: vars.color.textSecondary });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accentText,
  '@media': { [media.lg]: { display: 'none' } },
});
