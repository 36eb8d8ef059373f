import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const statements = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const statement = style({
  gap: vars.space[5],
  backgroundImage: 'radial-gradient(90% 70% at 0% 0%, rgba(139, 92, 246, 0.12), transparent 70%)',
});

export const statementText = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: 1.45,
  letterSpacing: '-0.01em',
  color: vars.color.textSecondary,
});

export const approach = style({
  display: 'grid',
  gap: vars.space[10],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space[16] } },
});

export const approachText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const expertise = style({ gap: vars.space[6] });

export const team = style({ gap: vars.space[4] });

export const teamFocus = style({ marginTop: 'auto', paddingTop: vars.space[2] });
