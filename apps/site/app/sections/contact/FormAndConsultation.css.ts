import { style } from '@vanilla-extract/css';
import { cardSurface, media, tint, vars } from '@agency/ui';

export const formLayout = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});

export const formCard = style({ gap: vars.space[8] });

export const formHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** A flat raised card washed in the brand's cyan and violet; it stays in view beside the form from 1024 px. */
export const consultation = style({
  ...cardSurface('raised'),
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `clamp(${vars.space[6]}, 1rem + 2vw, ${vars.space[10]})`,
  '@media': {
    [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 1.5rem)` },
  },
});

export const consultationGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: [
    `radial-gradient(80% 60% at 100% 0% in srgb, ${tint(vars.color.brandCyan, 14)}, transparent 70%)`,
    `radial-gradient(80% 60% at 0% 100% in srgb, ${tint(vars.color.brandViolet, 20)}, transparent 70%)`,
  ].join(', '),
});
