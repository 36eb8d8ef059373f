import { style } from '@vanilla-extract/css';
import { breakpoints, caption, cardSurface, figures, media, pillLink, vars } from '@agency/ui';

const belowLg = `screen and (max-width: ${breakpoints.lg - 0.02}px)`;

/** On wide screens only: on phones the folded categories are short enough to be their own index. */
export const jumpNav = style({
  display: 'none',
  '@media': { [media.lg]: { display: 'block', marginBottom: vars.space[10] } },
});

export const jumpLink = style(pillLink());

/** A flat card: the category beside its items from 1024 px. */
export const category = style({
  ...cardSurface(),
  display: 'grid',
  gap: vars.space[6],
  padding: `clamp(${vars.space[5]}, 1rem + 2vw, ${vars.space[10]})`,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 1rem)`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)', gap: vars.space[12] },
  },
});

/**
 * Name and price share the first row; the description runs full width under them on phones and
 * stays in the left column beside the price from 640 px.
 */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name price" "desc desc"',
  alignItems: 'start',
  columnGap: vars.space[6],
  rowGap: vars.space[1],
  '@media': { [media.sm]: { gridTemplateAreas: '"name price" "desc price"' } },
  paddingBlock: vars.space[5],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { borderBottom: 'none', paddingBottom: 0 },
  },
});

export const itemName = style({ gridArea: 'name', alignSelf: 'end' });

export const itemDescription = style({ gridArea: 'desc' });

export const itemPrice = style({
  gridArea: 'price',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const priceLabel = style(caption());

export const priceAmount = style({ ...figures('xl'), letterSpacing: '-0.01em' });

/**
 * A category's description sits under its name beside the prices on wide screens, and opens with the prices on
 * phones and tablets (where the prices fold): one of the two is drawn at a time.
 */
export const wideOnly = style({ '@media': { [belowLg]: { display: 'none' } } });
export const narrowOnly = style({
  marginBottom: vars.space[5],
  '@media': { [media.lg]: { display: 'none' } },
});
