import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * No attribute (server HTML, no JS): visible. `hidden` is only ever set by the component after mount.
 * Only opacity and transform change, so the layout never shifts.
 */
export const reveal = style({
  selectors: {
    '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(14px)' },
    '&[data-reveal="visible"]': {
      opacity: 1,
      transform: 'none',
      transition: `opacity ${vars.motion.slow} ${vars.motion.easing}, transform ${vars.motion.slow} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-reveal="hidden"]': { opacity: 1, transform: 'none' } },
    },
    print: {
      selectors: { '&[data-reveal="hidden"]': { opacity: 1, transform: 'none' } },
    },
  },
});
