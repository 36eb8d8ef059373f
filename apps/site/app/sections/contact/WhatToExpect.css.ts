import { style } from '@vanilla-extract/css';
import { media, tint, vars } from '@agency/ui';

export const expectStep = style({
  position: 'relative',
  '@media': {
    [media.lg]: {
      selectors: {
        // A hairline from this step's number to the next one.
        '&:not(:last-child)::after': {
          content: '""',
          position: 'absolute',
          top: '1.375rem',
          left: 'calc(2.75rem + 1rem)',
          right: '-1rem',
          height: '1px',
          backgroundImage: `linear-gradient(90deg in srgb, ${tint(vars.color.brandVioletLight, 60)}, ${tint(vars.color.brandCyan, 15)})`,
        },
      },
    },
  },
});

export const expectNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBottom: vars.space[2],
  borderRadius: '50%',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onAccent,
  backgroundImage: vars.color.accentGradient,
  boxShadow: `0 0 0 6px ${tint(vars.color.brandVioletLight, 12)}`,
});
