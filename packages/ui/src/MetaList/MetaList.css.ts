import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  fontSize: vars.fontSize.sm,
});
globalStyle(`${list} dt`, { color: vars.color.textSecondary });
globalStyle(`${list} dd`, { overflowWrap: 'anywhere' });
globalStyle(`${list} a`, { color: vars.color.accentText });
