import { style } from '@vanilla-extract/css';

/** Off-screen (not display:none, which some bots detect and skip). */
export const root = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
