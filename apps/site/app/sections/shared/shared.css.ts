import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** A small accent-tinted square that holds an icon. */
export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  fontSize: '1.375rem',
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSoft,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

/** Big gradient numerals for step numbers. */
export const stepNumber = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.04em',
  lineHeight: 1,
  backgroundImage: vars.color.accentGradient,
  backgroundClip: 'text',
  WebkitBackgroundClip: 'text',
  color: 'transparent',
  '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
});
