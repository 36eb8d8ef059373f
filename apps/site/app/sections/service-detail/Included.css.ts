import { style } from '@vanilla-extract/css';
import { media } from '@agency/ui';

/** Six tracks from 1024 px: three cards per row; a last row of one or two shares the full width. */
export const card = style({
  '@media': {
    [media.lg]: {
      gridColumn: 'span 2',
      selectors: {
        // 5 items: 3 + 2 → the last two take half the row each.
        '&:nth-child(3n + 1):nth-last-child(2), &:nth-child(3n + 2):last-child': {
          gridColumn: 'span 3',
        },
        // 4 items: 3 + 1 → the last one takes the full row.
        '&:nth-child(3n + 1):last-child': { gridColumn: 'span 6' },
      },
    },
  },
});
