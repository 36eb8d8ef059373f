import { style } from '@vanilla-extract/css';
import { cardSurface, figures, vars } from '@agency/ui';

export const step = style({
  position: 'relative',
  ...cardSurface(),
  borderRadius: vars.radius.md,
  padding: vars.space[5],
});

export const index = style(figures('sm', vars.color.accentText));

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const tech = style({ marginTop: vars.space[10] });
