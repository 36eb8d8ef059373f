import { vars } from '@agency/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  height: vars.layout.headerHeight,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.layout.gutter,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  textDecoration: 'none',
});

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' });
globalStyle(`${main} > *`, { flex: 1 });
