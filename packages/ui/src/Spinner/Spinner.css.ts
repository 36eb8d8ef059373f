import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: `2px solid ${vars.color.border}`,
    borderTopColor: vars.color.accent,
    borderRightColor: vars.color.accent,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // No rotation under reduced motion: a slow, gentle pulse still says "working".
      [media.reducedMotion]: { animation: `${pulse} 2s ease-in-out infinite !important` },
    },
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: '3px' },
    },
    tone: {
      accent: {},
      current: { borderColor: 'currentColor', borderBottomColor: 'transparent', opacity: 0.9 },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export const wrapper = style({ display: 'inline-flex' });
