import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const lead = style({
  '@media': {
    [media.lg]: {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + 2rem)`,
      alignSelf: 'start',
    },
  },
});
