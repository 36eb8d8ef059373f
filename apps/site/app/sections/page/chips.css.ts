import { style } from '@vanilla-extract/css';
import { tint, vars } from '@agency/ui';

// Only sections/pricing/PaymentMethods still uses these; they go once it composes <ChipList> from @agency/ui.
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.875rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  backgroundColor: tint(vars.color.text, 4),
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});
