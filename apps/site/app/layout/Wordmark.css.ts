import { vars } from '@agency/ui';
import { style } from '@vanilla-extract/css';

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

/** Stroke settings are inherited: both letters take them, and the rounded frame draws the same with them. */
export const logoMark = style({
  width: '32px',
  height: '32px',
  flexShrink: 0,
  fill: 'none',
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const gradientFrom = style({ stopColor: vars.color.brandViolet });
export const gradientTo = style({ stopColor: vars.color.brandCyan });
export const logoFrame = style({
  fill: vars.color.surfaceRaised,
  stroke: 'url(#logo-gradient)',
  strokeOpacity: 0.6,
  strokeWidth: 3,
});
export const logoStrokeText = style({ stroke: vars.color.text });
export const logoStrokeAccent = style({ stroke: 'url(#logo-gradient)' });
