import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const helpCard = style({
  gap: vars.space[3],
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.color.accentText },
  },
});

export const helpLink = style({
  textDecoration: 'none',
  selectors: {
    // Stretches the link over its card: one tab stop, one link name (the area), a card-sized target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Which service page the card leads to; the arrow says it is a way on. */
export const helpService = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});
