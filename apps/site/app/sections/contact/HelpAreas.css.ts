import { style } from '@vanilla-extract/css';
import { stretchedLink, vars } from '@agency/ui';

export const helpCard = style({
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.color.accentText },
  },
});

export const helpLink = style(stretchedLink());

/** Which service page the card leads to; the arrow says it is a way on. */
export const helpService = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});
