import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const head = style({
  '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 2rem)` } },
});
