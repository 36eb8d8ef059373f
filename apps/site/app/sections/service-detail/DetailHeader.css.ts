import { style } from '@vanilla-extract/css';
import { figures, media, overline, pillSurface, vars } from '@agency/ui';

/**
 * The service's line icon as a large, faint illustration at the right of the header band (wide
 * screens only): nothing about it looks like a control.
 */
export const illustration = style({
  display: 'none',
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'absolute',
      zIndex: -1,
      top: `calc(${vars.layout.headerHeight} + 3rem)`,
      right: 'max(2rem, calc((100% - 75rem) / 2 + 1rem))',
      fontSize: '13rem',
      lineHeight: 0,
      color: vars.color.accentText,
      opacity: 0.14,
      pointerEvents: 'none',
    },
  },
});

export const row = style({ paddingTop: vars.space[2] });

export const startingAt = style([
  pillSurface(),
  { display: 'inline-flex', alignItems: 'baseline', gap: vars.space[2] },
]);

export const startingAtLabel = style(overline());

export const startingAtPrice = style(figures('xl'));
