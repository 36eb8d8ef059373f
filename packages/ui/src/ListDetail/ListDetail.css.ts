import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

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

// Below 1024 px one pane at a time: the list, or the open item with a way back.
const narrow = 'screen and (max-width: 1023.98px)';
globalStyle(`${panes}[data-has-selection] > ${listPane}`, {
  '@media': { [narrow]: { display: 'none' } },
});
globalStyle(`${panes}:not([data-has-selection]) > ${detailPane}`, {
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
