import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  listStyle: 'none',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

// Four tiles share a row: the figures stay on one line ('Same-Day', '24-48h').
globalStyle(`${statRow} > li > p:first-child`, {
  fontSize: 'clamp(1.5rem, 0.9rem + 2.6vw, 3rem)',
  whiteSpace: 'nowrap',
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

/** Cards on a raised band sit one step lighter than the band. */
export const raisedCard = style({ backgroundColor: vars.color.surfaceRaised });
