import { style } from '@vanilla-extract/css';
import { tint, vars } from '@agency/ui';

export const statement = style({
  backgroundImage: `radial-gradient(90% 70% at 0% 0%, ${tint(vars.color.brandViolet, 12)}, transparent 70%)`,
});

export const statementText = style({
  fontFamily: vars.font.display,
  lineHeight: 1.45,
  letterSpacing: '-0.01em',
});
