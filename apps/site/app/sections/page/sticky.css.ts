import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

/** From 1024 px, a side column that stays in view under the fixed header while the column beside it scrolls. */
export const stickyAside = style({
  '@media': {
    [media.lg]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + 2rem)`,
      alignSelf: 'start',
    },
  },
});
