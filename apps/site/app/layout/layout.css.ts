import { vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// ---------------------------------------------------------------------------------------------
// Logo wordmark

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

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

// ---------------------------------------------------------------------------------------------
// Page frame

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  paddingTop: vars.layout.headerHeight,
  outline: 'none',
});

// ---------------------------------------------------------------------------------------------
// Footer contact block

export const contactItem = style({ display: 'flex', flexDirection: 'column' });

/** Postal lines get the same breathing room as the 44 px mailto:/tel: targets above them. */
export const contactAddress = style({ paddingBlock: vars.space[2] });

export const contactLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginTop: vars.space[1],
});

// ---------------------------------------------------------------------------------------------
// Minimal frame (error page, /admin)

export const minimalFrame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const minimalHeader = style({
  height: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.layout.gutter,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const minimalMain = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  outline: 'none',
});

globalStyle(`${minimalMain} > *`, { flex: 1 });
