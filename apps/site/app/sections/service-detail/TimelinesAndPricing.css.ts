import { style } from '@vanilla-extract/css';
import { caption, figures, textLink, vars } from '@agency/ui';

const hairline = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

/** A row of a ruled list: hairlines between rows and above the first. */
export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[4],
  paddingBlock: vars.space[4],
  borderBottom: hairline,
  selectors: { '&:first-child': { borderTop: hairline } },
  alignItems: 'center',
});

export const priceName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});

export const priceValue = style({ textAlign: 'end', flexShrink: 0 });

export const priceLabel = style(caption());

export const priceAmount = style({ ...figures('lg'), whiteSpace: 'nowrap' });

export const pricingLink = style(textLink());
