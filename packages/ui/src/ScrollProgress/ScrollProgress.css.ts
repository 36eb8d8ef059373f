import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const track = recipe({
  base: {
    top: 0,
    left: 0,
    right: 0,
    height: '3px',
    zIndex: vars.zIndex.progress,
    pointerEvents: 'none',
    overflow: 'hidden',
  },
  variants: {
    position: {
      fixed: { position: 'fixed' },
      absolute: { position: 'absolute' },
    },
  },
  defaultVariants: { position: 'fixed' },
});

const fill = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(1)' } });

export const bar = style({
  height: '100%',
  width: '100%',
  transformOrigin: '0 50%',
  backgroundImage: vars.color.accentGradient,
  willChange: 'transform',
  // The page's scroll position drives the bar in CSS; without scroll-driven animations the script does (React).
  '@supports': {
    '(animation-timeline: scroll())': {
      animationName: fill,
      animationDuration: '1ms',
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(root block)',
    },
  },
});
