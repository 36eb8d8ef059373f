import { style } from '@vanilla-extract/css';
import { cardSurface, media, vars } from '@agency/ui';

export const jumpNav = style({ marginBottom: vars.space[10] });

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  transition: ['border-color', 'color']
    .map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`)
    .join(', '),
  selectors: {
    '&:hover': {
      borderColor: vars.color.accent,
      color: vars.color.text,
      backgroundColor: vars.color.accentSoft,
    },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

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
  display: 'flex',
  flexDirection: 'column',
  gridArea: 'price',
  alignItems: 'flex-end',
  flexShrink: 0,
  textAlign: 'end',
});

const priceText = { color: vars.color.textMuted, whiteSpace: 'nowrap' } as const;

export const itemPriceLabel = style({
  ...priceText,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const itemPriceValue = style({
  ...priceText,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
  color: vars.color.text,
});
