import { style } from '@vanilla-extract/css';
import { backdropHost, backdropLayer, tint, vars } from '@agency/ui';

export const root = style({
  ...backdropHost(),
  // Runs up under the transparent fixed header so the backdrop starts at the top of the window.
  marginTop: `calc(-1 * ${vars.layout.headerHeight})`,
  paddingTop: `calc(${vars.layout.headerHeight} + clamp(3rem, 2rem + 5vw, 6.5rem))`,
  paddingBottom: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const compact = style({
  paddingTop: `calc(${vars.layout.headerHeight} + clamp(2rem, 1.5rem + 2vw, 3.5rem))`,
  paddingBottom: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
});

const hairlineGrid = 'radial-gradient(80% 90% at 50% 0%, #000 20%, transparent 75%)';

/** A violet–cyan glow above a hairline grid that fades out towards the edges. */
export const backdrop = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(60% 70% at 15% 0%, ${tint(vars.color.brandViolet, 22)}, transparent 70%)`,
    `radial-gradient(45% 60% at 85% 10%, ${tint(vars.color.brandCyan, 12)}, transparent 70%)`,
  ].join(', '),
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    backgroundImage: [
      `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px)`,
      `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: '64px 64px',
    backgroundPosition: 'center top',
    maskImage: hairlineGrid,
    WebkitMaskImage: hairlineGrid,
    opacity: 0.6,
  },
});

export const text = style({ maxWidth: '52rem' });
