import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

/**
 * Four in a row on wide screens: the icon moves to the card's top corner so the text has the
 * card's full width (an e-mail address on one line) and the row stays short.
 */
export const infoCard = style({});
globalStyle(`${infoCard} > span:first-child`, {
  '@media': {
    [media.lg]: {
      position: 'absolute',
      top: vars.space[3],
      right: vars.space[3],
      width: '2rem',
      height: '2rem',
      fontSize: '1rem',
    },
  },
});

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
