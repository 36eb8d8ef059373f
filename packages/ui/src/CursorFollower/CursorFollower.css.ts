import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const ring = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.cursor,
  // Never intercepts clicks, and the real cursor stays visible.
  pointerEvents: 'none',
  borderRadius: vars.radius.pill,
  border: `1.5px solid ${vars.color.accent}`,
  backgroundColor: vars.color.accentSoft,
  opacity: 0.55,
  willChange: 'transform',
  transition: `opacity ${vars.motion.base} ${vars.motion.easing}, scale ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    '&[data-hover]': { scale: '1.6', opacity: 0.5 },
    '&[data-pressed]': { scale: '0.8' },
    // Out of the way of words and fields being read or typed.
    '&[data-over-text]': { opacity: 0, scale: '0.5' },
    '&[data-hidden]': { opacity: 0 },
  },
  '@media': {
    // Belt and braces: the component already renders nothing in these cases.
    'not all and (hover: hover) and (pointer: fine)': { display: 'none' },
    '(prefers-reduced-motion: reduce)': { display: 'none' },
  },
});
