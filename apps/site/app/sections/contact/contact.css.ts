import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

/** The contact page's stat tiles: smaller figures and padding, each tile saying what its promise covers. */
export const compactStats = style({});
globalStyle(`${compactStats} > li`, {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  gap: vars.space[1],
});
globalStyle(`${compactStats} > li > p:first-child`, {
  fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.25rem)',
  marginBottom: vars.space[1],
});
