import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const narrow = 'screen and (max-width: 1023.98px)';
const phone = 'screen and (max-width: 639.98px)';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  '@media': {
    [narrow]: {
      position: 'sticky',
      bottom: 0,
      zIndex: vars.zIndex.raised,
      marginInline: `calc(-1 * ${vars.space[2]})`,
      padding: vars.space[2],
      paddingBlockEnd: `max(${vars.space[2]}, env(safe-area-inset-bottom))`,
      backgroundColor: vars.color.surface,
      borderBlockStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    },
    [phone]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

// On a phone, with an odd number of actions, the first takes the whole row; the others share the next ones, each as
// wide as its cell (two actions share one row).
globalStyle(`${bar} > :first-child:nth-last-child(odd)`, {
  '@media': { [phone]: { gridColumn: '1 / -1' } },
});
// Half a phone's width holds "Mark handled" on one line with a slimmer inline padding.
globalStyle(`${bar} > :is(a, button)`, {
  '@media': { [phone]: { paddingInline: vars.space[3] } },
});
