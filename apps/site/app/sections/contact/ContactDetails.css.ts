import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

/** One block per line (a flex column), each wrapping anywhere like the card's content. */
export const infoValue = style({
  display: 'flex',
  flexDirection: 'column',
  fontWeight: vars.fontWeight.medium,
});

export const infoLink = style({
  justifyContent: 'center',
  minHeight: '44px',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});

export const infoDescription = style({
  display: 'block',
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
