import { globalStyle, style } from '@vanilla-extract/css';
import { cardSurface } from '../Card/card-surface';
import { vars } from '../theme/contract.css';
import { textLink } from '../theme/link-styles';
import { media } from '../theme/tokens';
import { overline } from '../Text/text-styles';

export const card = style([
  cardSurface(),
  {
    display: 'grid',
    gridTemplateRows: 'auto 1fr',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
  },
]);

/** A wide crop on phones, where the cards stack; the drawing's own 4:5 where they stand in a row. */
export const visual = style({
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [media.lg]: { aspectRatio: '4 / 5' } },
});
globalStyle(`${visual} picture, ${visual} img`, {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center top',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  padding: `${vars.space[6]} ${vars.space[6]} ${vars.space[4]}`,
});

export const meta = style({ ...overline(), margin: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textSecondary,
});

/** Pinned to the bottom, so the links of a row line up; the arrow follows the last word when the label wraps. */
export const link = style({
  ...textLink('accent'),
  display: 'block',
  width: 'auto',
  marginTop: 'auto',
  paddingBlock: vars.space[3],
});

export const arrow = style({
  display: 'inline-block',
  marginInlineStart: vars.space[2],
  verticalAlign: '-0.125em',
  transition: `translate ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${link}:hover &`]: { translate: '3px 0' } },
});
