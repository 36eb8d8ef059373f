import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const cardsRoot = style({ display: 'block' });

export const cardGrid = style({
  display: 'grid',
  gap: vars.space[6],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/**
 * Cards keep their own height, so opening one card's panel never stretches its neighbours; the
 * title and description block gets a common minimum so closed cards line up in a row.
 */
export const serviceCard = style({ height: 'auto' });

globalStyle(`${serviceCard} > div:first-of-type`, {
  '@media': { [media.md]: { minHeight: '10.75rem' } },
});

export const panelItem = style({
  marginInline: `calc(-1 * clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]}))`,
  paddingInline: `clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]})`,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const panelTrigger = style({
  paddingInline: 0,
  fontSize: vars.fontSize.md,
});

// The panel's inner wrapper comes from the ui accordion; inside a card it needs no side padding.
globalStyle(`${panelItem} [role="region"] > div`, { paddingInline: 0, maxWidth: 'none' });

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  paddingTop: vars.space[1],
});

export const processList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  listStyle: 'none',
});

export const processStep = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const processIndex = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.accentText,
});

// --- Industries ------------------------------------------------------------------------------

export const industryGrid = style({
  display: 'grid',
  gap: vars.space[6],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const industryCard = style({ gap: vars.space[5] });

export const industryHead = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });

