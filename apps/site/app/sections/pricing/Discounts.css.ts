import { globalStyle, style } from '@vanilla-extract/css';
import { caption, media, pillSurface, vars } from '@agency/ui';

/** Two per row, the fifth across the full width; on wide screens (6 tracks) two wide cards, then three. */
export const discountCard = style({
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

/** How much a discount takes off, in the accent: the concrete part a reader scans for. */
export const discountSaving = style({
  alignSelf: 'flex-start',
  ...pillSurface(),
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** Who qualifies, then the terms: each under a small caption; the terms in small body text. */
export const terms = style({
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: '1.55',
  color: vars.color.textSecondary,
});

globalStyle(`${terms} > dt`, caption());

globalStyle(`${terms} > dt:not(:first-child)`, { marginTop: vars.space[3] });

globalStyle(`${terms} > dd:first-of-type`, {
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
