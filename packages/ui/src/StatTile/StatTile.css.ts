import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[2],
    minWidth: 0,
    listStyle: 'none',
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center' },
    },
    framed: {
      true: {
        padding: `clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]})`,
        backgroundColor: vars.color.surface,
        border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      },
      false: {},
    },
  },
  defaultVariants: { align: 'start', framed: true },
});

export const value = recipe({
  base: {
    fontFamily: vars.font.display,
    fontSize: vars.fontSize['4xl'],
    fontWeight: vars.fontWeight.semibold,
    lineHeight: '1',
    letterSpacing: '-0.03em',
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      accent: gradientText(),
      default: { color: vars.color.text },
    },
    size: {
      default: {},
      // Four tiles share a row: the figures shrink with the screen and stay on one line ('Same-Day', '24-48h').
      fit: { fontSize: 'clamp(1.5rem, 0.9rem + 2.6vw, 3rem)', whiteSpace: 'nowrap' },
    },
  },
  defaultVariants: { tone: 'accent', size: 'default' },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textSecondary,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '32ch',
});
