import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

// --- Breadcrumbs -----------------------------------------------------------------------------

export const breadcrumbs = style({ fontSize: vars.fontSize.sm });

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  listStyle: 'none',
});

export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  selectors: {
    '& + &::before': {
      content: '"/"',
      color: vars.color.borderStrong,
    },
  },
});

export const breadcrumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.textSecondary,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const breadcrumbCurrent = style({ color: vars.color.text });

// --- Header ----------------------------------------------------------------------------------

/**
 * The service's line icon as a large, faint illustration at the right of the header band (wide
 * screens only): nothing about it looks like a control.
 */
export const headerIllustration = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'absolute',
      zIndex: -1,
      top: `calc(${vars.layout.headerHeight} + 3rem)`,
      right: 'max(2rem, calc((100% - 75rem) / 2 + 1rem))',
      fontSize: '13rem',
      lineHeight: 0,
      color: vars.color.accentText,
      opacity: 0.14,
      pointerEvents: 'none',
    },
  },
});
// A hairline at this size, like the site's line icons at theirs.
globalStyle(`${headerIllustration} svg`, { strokeWidth: 0.6 });

export const startingAt = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  backgroundColor: 'rgba(16, 19, 26, 0.6)',
});

export const startingAtLabel = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const startingAtPrice = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[6],
  paddingTop: vars.space[2],
});

export const headerNote = style({
  marginTop: `calc(-1 * ${vars.space[3]})`,
  '@media': { [media.md]: { alignSelf: 'flex-end', textAlign: 'end', maxWidth: '46ch' } },
});

// --- Overview --------------------------------------------------------------------------------

export const overview = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space[16] },
  },
});

export const overviewLead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 2rem)`, alignSelf: 'start' } },
});

export const overviewText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Six tracks: three cards per row; a last row of two shares the full width. */
export const includedGrid = style({
  display: 'grid',
  gap: vars.space[5],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const includedCard = style({
  gap: vars.space[3],
  '@media': {
    [media.lg]: {
      gridColumn: 'span 2',
      selectors: {
        // 5 items: 3 + 2 → the last two take half the row each.
        [`${includedGrid} > &:nth-child(3n + 1):nth-last-child(2), ${includedGrid} > &:nth-child(3n + 2):last-child`]: {
          gridColumn: 'span 3',
        },
        // 4 items: 3 + 1 → the last one takes the full row.
        [`${includedGrid} > &:nth-child(3n + 1):last-child`]: { gridColumn: 'span 6' },
      },
    },
  },
});

export const includedIndex = style({ fontSize: vars.fontSize['2xl'] });

export const twoUp = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Cards of different lengths side by side keep their own height. */
export const twoUpTop = style({ alignItems: 'start' });

export const listCard = style({ gap: vars.space[6] });

// --- Process track ---------------------------------------------------------------------------

export const track = style({
  display: 'grid',
  gap: vars.space[3],
  listStyle: 'none',
  counterReset: 'step',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: vars.space[4] },
  },
});

export const trackStep = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const trackIndex = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accentText,
});

export const trackLabel = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const techBlock = style({ marginTop: vars.space[10] });

// --- Timelines and prices --------------------------------------------------------------------

export const timelineList = style({ display: 'flex', flexDirection: 'column' });

export const timelineRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  selectors: { '&:first-child': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});

export const timelineDuration = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const priceList = style({ display: 'flex', flexDirection: 'column', listStyle: 'none' });

export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` } },
});

export const priceName = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, minWidth: 0 });

export const priceValue = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'end',
  flexShrink: 0,
});

export const priceLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const priceAmount = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  alignSelf: 'flex-start',
  minHeight: '44px',
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
