import { style } from '@vanilla-extract/css';
import { tint, vars } from '@agency/ui';

/** A panel a step lighter than the form's card, with a glow instead of a shadow. */
export const booking = style({
  isolation: 'isolate',
  overflow: 'hidden',
  gap: vars.space[5],
  backgroundColor: vars.color.surfaceRaised,
});

export const bookingGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: [
    `radial-gradient(80% 60% at 100% 0%, ${tint(vars.color.brandCyan, 14)}, transparent 70%)`,
    `radial-gradient(80% 60% at 0% 100%, ${tint(vars.color.brandViolet, 18)}, transparent 70%)`,
  ].join(', '),
});

export const contactList = style({
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const contactLabel = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const contactValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});
