import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

/** Six tracks: three cards per row; a last row of two shares the full width. */
export const grid = style({});

export const card = style({
  gap: vars.space[3],
  '@media': {
    [media.lg]: {
      gridColumn: 'span 2',
      selectors: {
        // 5 items: 3 + 2 → the last two take half the row each.
        [`${grid} > &:nth-child(3n + 1):nth-last-child(2), ${grid} > &:nth-child(3n + 2):last-child`]:
          {
            gridColumn: 'span 3',
          },
        // 4 items: 3 + 1 → the last one takes the full row.
        [`${grid} > &:nth-child(3n + 1):last-child`]: { gridColumn: 'span 6' },
      },
    },
  },
});
