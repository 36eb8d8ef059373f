import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { renderWhenNear } from '../theme/render-when-near';
import { overline } from '../Text/text-styles';

export const footer = style({
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  ...renderWhenNear('600px'),
});

export const inner = style({
  width: '100%',
  maxWidth: `calc(${vars.layout.containerMax} + 2 * ${vars.layout.gutter})`,
  marginInline: 'auto',
  padding: `${vars.space[16]} ${vars.layout.gutter} ${vars.space[8]}`,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[10]} ${vars.space[8]}`,
});

export const brandBlock = style({
  flex: '2 1 18rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
});

export const tagline = style({
  maxWidth: '34ch',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textSecondary,
});

export const column = style({
  flex: '1 1 10rem',
  minWidth: 0,
});

export const heading = style({ ...overline(), marginBottom: vars.space[3] });

export const list = style({ listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '44px',
  color: vars.color.textSecondary,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const contact = style({
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

// Links inside the contact slot (mailto:, tel:) get the same comfortable target and hover.
globalStyle(`${contact} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.textSecondary,
  textDecoration: 'none',
});
globalStyle(`${contact} a:hover`, { color: vars.color.text, textDecoration: 'underline' });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  marginTop: vars.space[12],
  paddingTop: vars.space[6],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const copyright = style({ color: vars.color.textMuted });

export const legalList = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[6],
});

export const legalLink = style([link, { color: vars.color.textMuted }]);
