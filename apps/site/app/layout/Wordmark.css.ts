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

export const logoMark = style({ width: '32px', height: '32px', flexShrink: 0 });
export const gradientFrom = style({ stopColor: vars.color.brandViolet });
export const gradientTo = style({ stopColor: vars.color.brandCyan });
export const logoFrame = style({
  fill: vars.color.surfaceRaised,
  stroke: 'url(#logo-gradient)',
  strokeOpacity: 0.6,
  strokeWidth: 3,
});
const logoStroke = {
  fill: 'none',
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
export const logoStrokeText = style({ ...logoStroke, stroke: vars.color.text });
export const logoStrokeAccent = style({ ...logoStroke, stroke: 'url(#logo-gradient)' });
