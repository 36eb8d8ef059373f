import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', width: '100%' },
  variants: {
    variant: {
      separated: { gap: vars.space[3] },
      flush: {},
    },
  },
  defaultVariants: { variant: 'separated' },
});

export const item = recipe({
  variants: {
    variant: {
      separated: {
        border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        backgroundColor: vars.color.surface,
        transition: `border-color ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
        selectors: {
          // `[open]`: the native <details> item, before hydration.
          '&[data-state="open"], &[open]': {
            borderColor: vars.color.borderStrong,
            backgroundColor: vars.color.surfaceRaised,
          },
        },
      },
      flush: {
        borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
        selectors: {
          '&:first-child': { borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
        },
      },
    },
  },
  defaultVariants: { variant: 'separated' },
});

export const heading = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  letterSpacing: '-0.01em',
});

/** The trigger's box: the button's, and the `<summary>`'s before scripts run (which carries the heading's font). */
export const triggerBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  textAlign: 'start',
  color: vars.color.text,
  borderRadius: vars.radius.md,
  transition: `color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.accentText },
    '&:focus-visible': { outlineOffset: '-2px', borderRadius: vars.radius.md },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
    '&[aria-disabled="true"]': { cursor: 'default' },
  },
});

/** The button inside the heading: the heading's font. */
export const trigger = style([triggerBox, { font: 'inherit', letterSpacing: 'inherit' }]);

/**
 * The heading inside a `<summary>`: the summary's font, which is the heading's unless the trigger's class sets its own
 * (as it does on the button).
 */
export const summaryHeading = style({ font: 'inherit', letterSpacing: 'inherit' });

export const triggerLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The native trigger: a `<summary>` without its marker, the heading inside it laid out like the button's label. */
export const summary = style({
  listStyle: 'none',
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.accentText },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}, color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${trigger}[data-state="open"] &, details[open] > ${summary} &`]: {
      transform: 'rotate(180deg)',
      color: vars.color.accentText,
    },
  },
});

const reveal = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

// No padding or border here: with hidden="until-found" the region keeps its box (content-visibility).
export const content = style({
  selectors: {
    '&[data-state="open"]': { animation: `${reveal} ${vars.motion.base} ${vars.motion.easing}` },
  },
});

export const contentInner = style({
  padding: `0 ${vars.space[5]} ${vars.space[5]}`,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.body,
  maxWidth: vars.layout.measure,
});
