import { globalStyle, style } from '@vanilla-extract/css';
import { figures, media, vars } from '@agency/ui';

/**
 * Cards keep their own height, so opening one card's panel never stretches its neighbours; the
 * title and description block gets a common minimum so closed cards line up in a row.
 */
export const card = style({ height: 'auto' });

globalStyle(`${card} > div:first-of-type`, { '@media': { [media.md]: { minHeight: '10.75rem' } } });

const cardPadding = `clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]})`;

export const panelItem = style({
  marginInline: `calc(-1 * ${cardPadding})`,
  paddingInline: cardPadding,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const panelTrigger = style({ paddingInline: 0, fontSize: vars.fontSize.md });

// The panel's inner wrapper comes from the ui accordion; inside a card it needs no side padding.
globalStyle(`${panelItem} [role="region"] > div`, { paddingInline: 0, maxWidth: 'none' });

export const panelBody = style({ paddingTop: vars.space[1] });

export const processStep = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const processIndex = style(figures('xs', vars.color.accentText));
