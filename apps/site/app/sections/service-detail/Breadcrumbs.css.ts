import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const nav = style({ fontSize: vars.fontSize.sm });

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.borderStrong } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.textSecondary,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const current = style({ color: vars.color.text });
