import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

// Only sections/pricing/PaymentMethods still uses this; it goes once that card composes <IconBadge> from @agency/ui.
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
