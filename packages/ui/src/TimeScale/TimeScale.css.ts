import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { tint } from '../theme/tint';
import { media } from '../theme/tokens';
import { figureLabel } from '../Text/text-styles';

const dot = '0.625rem';

/** Phones: the axis down the start edge. From 768 px: along the middle, the marks evenly spaced on it. */
export const scale = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space[8],
  paddingInlineStart: vars.space[8],
  margin: 0,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '0.5rem',
    bottom: '0.5rem',
    insetInlineStart: `calc(${dot} / 2 - 0.5px)`,
    borderInlineStart: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
  },
  '@media': {
    [media.md]: {
      gridAutoFlow: 'column',
      gridAutoColumns: 'minmax(0, 1fr)',
      gap: vars.space[8],
      paddingInlineStart: 0,
      '::before': {
        top: `calc(${dot} / 2 - 0.5px)`,
        bottom: 'auto',
        insetInline: 0,
        borderInlineStart: 'none',
        borderTop: `${vars.borderWidth.hairline} dashed ${vars.color.borderStrong}`,
      },
    },
  },
});

/** A point of light on the axis, then the figure and what it is for. */
export const mark = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[2],
  '::before': {
    content: '""',
    position: 'absolute',
    top: '0.45rem',
    insetInlineStart: `calc(-1 * ${vars.space[8]})`,
    width: dot,
    height: dot,
    borderRadius: '50%',
    backgroundColor: vars.color.brandCyan,
    boxShadow: `0 0 0 4px ${tint(vars.color.brandCyan, 18)}, 0 0 18px ${tint(vars.color.brandCyan, 60)}`,
  },
  '@media': {
    [media.md]: {
      paddingTop: vars.space[8],
      '::before': { top: 0, insetInlineStart: 0 },
    },
  },
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.75rem)',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const label = style(figureLabel());
