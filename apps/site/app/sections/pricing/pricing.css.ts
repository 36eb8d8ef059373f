import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const jumpNav = style({ marginBottom: vars.space[10] });

export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
});

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
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.text, backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
});

export const categories = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const category = style({
  display: 'grid',
  gap: vars.space[6],
  padding: `clamp(${vars.space[5]}, 1rem + 2vw, ${vars.space[10]})`,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + 1rem)`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)', gap: vars.space[12] },
  },
});

export const categoryHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 2rem)`, alignSelf: 'start' },
  },
});

export const items = style({ display: 'flex', flexDirection: 'column', listStyle: 'none' });

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

export const itemName = style({ gridArea: 'name', fontSize: vars.fontSize.lg, alignSelf: 'end' });

export const itemDescription = style({ gridArea: 'desc', maxWidth: '60ch' });

export const itemPrice = style({
  gridArea: 'price',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
  textAlign: 'end',
});

export const itemPriceLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const itemPriceValue = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const quoteBand = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[6],
  padding: `clamp(${vars.space[6]}, 1rem + 3vw, ${vars.space[12]})`,
  borderRadius: '24px',
  border: `${vars.borderWidth.hairline} solid rgba(167, 139, 250, 0.35)`,
  backgroundImage: 'linear-gradient(120deg, rgba(139, 92, 246, 0.16), rgba(34, 211, 238, 0.08))',
  '@media': {
    [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const quoteText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], maxWidth: '44rem' });

export const paymentCard = style({ gap: vars.space[4] });

export const discountGrid = style({
  display: 'grid',
  gap: vars.space[5],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    // Two per row, the fifth across the full width; on wide screens two wide cards, then three.
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const discountCard = style({
  gap: vars.space[3],
  '@media': {
    [media.md]: { selectors: { '&:last-child': { gridColumn: '1 / -1' } } },
    [media.lg]: {
      gridColumn: 'span 2',
      selectors: {
        '&:nth-child(-n + 2)': { gridColumn: 'span 3' },
        '&:last-child': { gridColumn: 'span 2' },
      },
    },
  },
});

/** The condition that earns a discount, in the accent: the concrete part a reader scans for. */
export const discountCondition = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const timelineGrid = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const timelineTile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const timelineProject = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
});

export const timelineDuration = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.03em',
  backgroundImage: vars.color.accentGradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
});
