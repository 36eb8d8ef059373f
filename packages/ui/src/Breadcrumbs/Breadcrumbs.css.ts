import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { textLink } from '../theme/link-styles';

export const nav = style({ fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  listStyle: 'none',
});

/** Each crumb after the first opens with a slash. */
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.textMuted,
  selectors: { '& + &::before': { content: '"/"', color: vars.color.borderStrong } },
});

export const link = style(textLink('quiet'));

export const current = style({ color: vars.color.text });
