import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    // Empty: the live regions stay in the DOM but out of the flow, so no gap or margin is left behind.
    '&[data-state="empty"]': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

const toneColors = {
  success: { color: vars.color.success, surface: vars.color.successSurface },
  warning: { color: vars.color.warning, surface: vars.color.warningSurface },
  error: { color: vars.color.danger, surface: vars.color.dangerSurface },
  info: { color: vars.color.accentText, surface: vars.color.accentSoft },
};

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid currentColor`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
});

export const tone = styleVariants(toneColors, ({ color, surface }) => ({
  color,
  backgroundColor: surface,
}));

export const icon = style({ flexShrink: 0, fontSize: '1.25rem', marginTop: '0.05em' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const message = style({ color: vars.color.text });
