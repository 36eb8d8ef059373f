import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';
import { media } from '../theme/tokens';
import { figures } from '../Text/text-styles';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space[6] },
    [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

/** A hairline over each step; its first 2.5 rem carry the accent and run the full width on hover or focus. */
export const link = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[1],
  width: '100%',
  minHeight: '44px',
  paddingBlock: `${vars.space[4]} ${vars.space[3]}`,
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '-1px',
    left: 0,
    width: '2.5rem',
    height: vars.borderWidth.thick,
    backgroundImage: vars.color.accentGradient,
    transition: `width ${vars.motion.base} ${vars.motion.easing}`,
  },
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.text },
    '&:hover::before, &:focus-visible::before': { width: '100%' },
  },
});

export const number = style({
  ...figures('2xl'),
  ...gradientText(),
  lineHeight: 1.1,
  letterSpacing: '-0.02em',
});

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});
