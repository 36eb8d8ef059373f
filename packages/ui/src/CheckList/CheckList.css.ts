import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tint } from '../theme/tint';

export const size = styleVariants({
  default: { fontSize: vars.fontSize.md },
  compact: { fontSize: vars.fontSize.sm },
});

/** A list item with an accent check mark drawn in CSS. */
export const item = style({
  position: 'relative',
  paddingInlineStart: '1.75rem',
  color: vars.color.textSecondary,
  lineHeight: 1.5,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.18em',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSoft,
    border: `${vars.borderWidth.hairline} solid ${tint(vars.color.brandVioletLight, 35)}`,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '0.4rem',
    top: 'calc(0.18em + 0.28rem)',
    width: '0.33rem',
    height: '0.52rem',
    borderRight: `1.5px solid ${vars.color.accentText}`,
    borderBottom: `1.5px solid ${vars.color.accentText}`,
    transform: 'rotate(45deg)',
  },
});
