import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';
import { figureLabel } from '../Text/text-styles';

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
    // After `framed`, so a compact tile's padding wins.
    size: {
      default: {},
      fit: {},
      compact: { padding: `${vars.space[4]} ${vars.space[5]}`, gap: vars.space[1] },
    },
  },
  defaultVariants: { align: 'start', framed: true, size: 'default' },
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
      compact: {
        fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.25rem)',
        whiteSpace: 'nowrap',
        marginBottom: vars.space[1],
      },
    },
  },
  defaultVariants: { tone: 'accent', size: 'default' },
});

export const label = style(figureLabel());

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '32ch',
});
