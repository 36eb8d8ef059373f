import { style } from '@vanilla-extract/css';
import { backdropHost, backdropLayer, overline, textLink, tint, vars } from '@agency/ui';

/** A panel a step lighter than the form's card, with a glow instead of a shadow. */
export const booking = style({
  ...backdropHost(),
  backgroundColor: vars.color.surfaceRaised,
});

export const bookingGlow = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(80% 60% at 100% 0%, ${tint(vars.color.brandCyan, 14)}, transparent 70%)`,
    `radial-gradient(80% 60% at 0% 100%, ${tint(vars.color.brandViolet, 18)}, transparent 70%)`,
  ].join(', '),
});

export const contactList = style({
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const contactLabel = style({ ...overline(), display: 'block' });

export const contactValue = style({ ...textLink('value'), overflowWrap: 'anywhere' });
