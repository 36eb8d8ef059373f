import { style } from '@vanilla-extract/css';
import { cardSurface, tint, vars } from '@agency/ui';

export const frame = style({
  maxWidth: '56rem',
  marginInline: 'auto',
  padding: 'clamp(1.5rem, 1rem + 3vw, 3.5rem)',
  ...cardSurface(),
  borderRadius: vars.radius.xl,
  backgroundImage: `radial-gradient(60% 80% at 50% 0%, ${tint(vars.color.brandViolet, 12)}, transparent 70%)`,
});
