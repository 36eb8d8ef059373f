import { style } from '@vanilla-extract/css';
import { figures, textLink, vars } from '@agency/ui';

const hairline = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

/** A row of a ruled list: hairlines between rows and above the first. */
const ruledRow = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
  borderBottom: hairline,
  selectors: { '&:first-child': { borderTop: hairline } },
} as const;

export const timelineRow = style({
  ...ruledRow,
  alignItems: 'baseline',
  color: vars.color.textSecondary,
});

const figure = { ...figures(), whiteSpace: 'nowrap' } as const;

export const timelineDuration = style(figure);

export const priceRow = style({ ...ruledRow, alignItems: 'center' });

export const priceName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});

export const priceValue = style({ textAlign: 'end', flexShrink: 0 });

export const priceLabel = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const priceAmount = style({ ...figure, fontSize: vars.fontSize.lg });

export const pricingLink = style(textLink());
