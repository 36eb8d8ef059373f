import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'block', overflow: 'visible', pointerEvents: 'none' });

/** Hairlines at any size: the strokes do not scale with the drawing. */
const hairline = { vectorEffect: 'non-scaling-stroke', fill: 'none' } as const;

export const axis = style({
  ...hairline,
  stroke: vars.color.textMuted,
  strokeOpacity: 0.45,
  strokeWidth: 1,
  strokeDasharray: '3 7',
});

export const rays = style({ ...hairline, strokeWidth: 1.5, strokeLinecap: 'round' });

export const lens = style({
  ...hairline,
  stroke: vars.color.brandVioletLight,
  strokeOpacity: 0.85,
  strokeWidth: 1.75,
});

export const stopFaint = style({ stopColor: vars.color.brandViolet, stopOpacity: 0 });
export const stopViolet = style({ stopColor: vars.color.brandViolet, stopOpacity: 0.45 });
export const stopLens = style({ stopColor: vars.color.brandVioletLight, stopOpacity: 0.8 });
export const stopCyan = style({ stopColor: vars.color.brandCyan, stopOpacity: 0.95 });
export const stopGone = style({ stopColor: vars.color.brandCyan, stopOpacity: 0 });

export const haloInner = style({ stopColor: vars.color.brandCyan, stopOpacity: 0.5 });
export const haloOuter = style({ stopColor: vars.color.brandCyan, stopOpacity: 0 });

export const cross = style({
  ...hairline,
  stroke: vars.color.brandCyan,
  strokeWidth: 1.5,
  strokeLinecap: 'round',
});

export const ring = style({ ...hairline, stroke: vars.color.brandCyan, strokeOpacity: 0.6 });

export const core = style({ fill: vars.color.text });
