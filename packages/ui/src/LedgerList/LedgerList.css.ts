import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { figures } from '../Text/text-styles';

const hairline = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

export const list = style({ margin: 0, padding: 0, listStyle: 'none', borderBottom: hairline });

export const row = style({
  display: 'grid',
  gap: vars.space[3],
  paddingBlock: `clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]})`,
  borderTop: hairline,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      columnGap: vars.space[10],
      alignItems: 'baseline',
    },
  },
});

export const term = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[4],
  minWidth: 0,
});

export const index = style({
  ...figures('sm', vars.color.textMuted),
  flexShrink: 0,
  minWidth: '2ch',
});

export const icon = style({
  alignSelf: 'center',
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.375rem',
  color: vars.color.accentText,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.015em',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxWidth: vars.layout.measure,
  lineHeight: vars.lineHeight.body,
  color: vars.color.textSecondary,
});
