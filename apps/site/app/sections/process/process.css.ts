import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 'clamp(3rem, 2rem + 4vw, 6rem)',
  listStyle: 'none',
});

export const step = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'center',
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space[16],
    },
  },
});

export const stepIntro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.lg]: {
      selectors: { [`${step}[data-side="end"] &`]: { order: 2 } },
    },
  },
});

export const stepNumber = style({
  fontSize: 'clamp(3.5rem, 2.5rem + 4vw, 6rem)',
  marginBottom: vars.space[2],
});

export const stepDetails = style({
  display: 'grid',
  gap: vars.space[8],
  backgroundImage: 'linear-gradient(160deg, rgba(139, 92, 246, 0.07), transparent 60%)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
