import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space[5], minWidth: 0 });

/** Named like an eyebrow: small, spaced capitals in the accent, after a short gradient rule. */
export const heading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  color: vars.color.accentText,
  '::before': {
    content: '""',
    width: '2.5rem',
    height: vars.borderWidth.thick,
    backgroundImage: vars.color.accentGradient,
    flexShrink: 0,
  },
});

const base = {
  margin: 0,
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textWrap: 'pretty',
} as const;

export const text = styleVariants({
  // Capped at 3 rem: about 48 characters a line across the 1200 px container, within the 45–65 headline measure.
  display: {
    ...base,
    fontSize: 'clamp(1.75rem, 1.1rem + 2.5vw, 3rem)',
    lineHeight: 1.16,
    letterSpacing: '-0.025em',
  },
  lead: {
    ...base,
    fontSize: vars.fontSize['2xl'],
    lineHeight: 1.35,
    letterSpacing: '-0.01em',
    color: vars.color.textSecondary,
    maxWidth: '34em',
  },
});
