import { style } from '@vanilla-extract/css';
import { media, overline, textLink, tint, vars } from '@agency/ui';

export const column = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: '46rem',
  marginInline: 'auto',
});

export const formCard = style({
  boxShadow: `0 0 0 1px ${tint(vars.color.brandVioletLight, 10)}, 0 30px 80px -40px ${tint(vars.color.brandViolet, 60)}`,
});

/** The free call beside its button, the direct lines under both; stacked on phones. */
export const booking = style({
  display: 'grid',
  gap: vars.space[5],
  paddingTop: vars.space[8],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space[10],
    },
  },
});

export const bookingWords = style({ maxWidth: '30rem' });

export const contactList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[4]} ${vars.space[10]}`,
  listStyle: 'none',
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

export const contactLabel = style({ ...overline(), display: 'block' });

export const contactValue = style({ ...textLink('value'), overflowWrap: 'anywhere' });
