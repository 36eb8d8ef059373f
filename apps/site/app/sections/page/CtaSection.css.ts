import { style } from '@vanilla-extract/css';
import { backdropHost, backdropLayer, cardSurface, tint, vars } from '@agency/ui';

export const panel = style({
  ...backdropHost(),
  paddingBlock: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
  paddingInline: 'clamp(1.25rem, 1rem + 4vw, 5rem)',
  ...cardSurface(),
  borderRadius: vars.radius.xl,
});

export const glow = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(50% 80% at 50% 120%, ${tint(vars.color.brandViolet, 35)}, transparent 70%)`,
    `radial-gradient(30% 50% at 85% -10%, ${tint(vars.color.brandCyan, 16)}, transparent 70%)`,
  ].join(', '),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: '15%',
    top: 0,
    height: '1px',
    backgroundImage: `linear-gradient(90deg in srgb, transparent, ${tint(vars.color.brandVioletLight, 80)}, ${tint(vars.color.brandCyan, 80)}, transparent)`,
  },
});

export const actions = style({ marginTop: vars.space[3] });
