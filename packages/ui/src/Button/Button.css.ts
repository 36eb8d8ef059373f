import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

const transition = [
  'background-color',
  'background-position',
  'border-color',
  'color',
  'box-shadow',
  'transform',
]
  .map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`)
  .join(', ');

/** Plain class on every button so child styles can react to the button's state. */
export const root = style({});

export const button = recipe({
  base: [
    root,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space[2],
      maxWidth: '100%',
      minHeight: '44px',
      border: `${vars.borderWidth.hairline} solid transparent`,
      borderRadius: vars.radius.pill,
      fontFamily: vars.font.body,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.snug,
      letterSpacing: '-0.005em',
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition,
      selectors: {
        // The global focus ring sets a small radius; keep the pill shape.
        '&:focus-visible': { borderRadius: vars.radius.pill, outlineOffset: '3px' },
        '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'translateY(1px)' },
        '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
        '&[data-loading="true"]': { cursor: 'progress', opacity: 0.85 },
      },
      '@media': {
        [media.reducedMotion]: {
          selectors: {
            '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'none' },
          },
        },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        color: vars.color.onAccent,
        backgroundImage: vars.color.accentGradient,
        backgroundColor: vars.color.accent,
        backgroundSize: '160% 100%',
        backgroundPosition: '0% 0%',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundPosition: '100% 0%',
            boxShadow: vars.shadow.glow,
          },
        },
      },
      secondary: {
        color: vars.color.text,
        backgroundColor: 'transparent',
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            borderColor: vars.color.accent,
            backgroundColor: vars.color.accentSoft,
          },
        },
      },
      ghost: {
        color: vars.color.text,
        backgroundColor: 'transparent',
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.color.surfaceHover,
            color: vars.color.text,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: '44px',
        paddingBlock: vars.space[2],
        paddingInline: vars.space[4],
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: '48px',
        paddingBlock: vars.space[2],
        paddingInline: vars.space[6],
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: '56px',
        paddingBlock: vars.space[3],
        paddingInline: vars.space[8],
        fontSize: vars.fontSize.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const label = style({ minWidth: 0 });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.15em',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${root}:hover &[data-position="end"]`]: { transform: 'translateX(2px)' },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { [`${root}:hover &[data-position="end"]`]: { transform: 'none' } },
    },
  },
});

export const externalIcon = style({
  flexShrink: 0,
  fontSize: '0.9em',
  opacity: 0.8,
});
