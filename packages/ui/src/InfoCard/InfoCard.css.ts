import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({
  flexDirection: 'row',
  alignItems: 'flex-start',
  gap: vars.space[4],
  height: '100%',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  flexShrink: 0,
  borderRadius: vars.radius.md,
  fontSize: '1.25rem',
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSoft,
});

/** From 1024 px the icon sits small in the card's top corner, so the text has the card's full width. */
export const cornerIcon = style({
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

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const content = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  color: vars.color.text,
  textDecorationColor: vars.color.accent,
  textUnderlineOffset: '0.25em',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { color: vars.color.accentText } },
});
