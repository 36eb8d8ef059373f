import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const skipLink = style({
  position: 'fixed',
  top: vars.space[3],
  left: vars.space[3],
  zIndex: vars.zIndex.skipLink,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space[5],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.borderWidth.hairline} solid ${vars.color.accent}`,
  boxShadow: vars.shadow.raised,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Parked above the viewport until focused; a transform, so nothing around it moves.
  transform: 'translateY(calc(-100% - 2rem))',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus, &:focus-visible': { transform: 'translateY(0)', borderRadius: vars.radius.pill },
  },
});

// The target only became focusable to receive the jump; a ring around all of <main> would be noise.
globalStyle('[data-skip-target]:focus', { outline: 'none' });
