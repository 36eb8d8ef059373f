import { style } from '@vanilla-extract/css';
import { media, overline, vars } from '@agency/ui';

/** A top and a bottom hairline around the four; between them, hairlines on the columns' start edge. */
export const list = style({
  borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
  paddingBlock: vars.space[8],
  listStyle: 'none',
  selectors: {
    '& + &': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  },
  '@media': {
    [media.md]: {
      paddingInline: vars.space[6],
      selectors: {
        '& + &': { borderTop: 'none' },
        '&:nth-child(odd)': { paddingInlineStart: 0 },
        '&:nth-child(even)': {
          borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        },
        '&:nth-child(n + 3)': {
          borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        },
      },
    },
    [media.lg]: {
      selectors: {
        '&:first-child': { paddingInlineStart: 0 },
        '&:nth-child(n + 2)': {
          paddingInlineStart: vars.space[6],
          borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        },
        '&:nth-child(n + 3)': { borderTop: 'none' },
      },
    },
  },
});

export const title = style({ ...overline(), marginTop: vars.space[3] });

/** One block per line (a flex column), each wrapping anywhere. */
export const infoValue = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const infoLink = style({
  justifyContent: 'center',
  minHeight: '44px',
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});

export const infoDescription = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
