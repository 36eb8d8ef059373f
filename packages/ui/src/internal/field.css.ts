import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
  selectors: { [`${field}[data-disabled="true"] &`]: { color: vars.color.textMuted } },
});

export const requiredMarker = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const control = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md, // 16 px: iOS does not zoom into the field
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  appearance: 'none',
  transition: ['border-color', 'box-shadow', 'background-color']
    .map((p) => `${p} ${vars.motion.fast} ${vars.motion.easing}`)
    .join(', '),
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.textMuted },
    '&:focus-visible, &:focus': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      borderRadius: vars.radius.sm,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSurface,
    },
    '&[aria-invalid="true"]:focus': {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
  '@media': {
    // Forced colours drop box-shadows: keep a real outline for focus.
    '(forced-colors: active)': { selectors: { '&:focus': { outline: '2px solid Highlight' } } },
  },
});

export const textarea = style({ resize: 'vertical', lineHeight: vars.lineHeight.body });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em', fontSize: '1.1em' });
