import { style } from '@vanilla-extract/css';
import { figures, vars } from '@agency/ui';

/** A point under a hairline rule whose first 3 rem carry the accent gradient. */
export const point = style({
  position: 'relative',
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '-1px',
    left: 0,
    width: '3rem',
    height: '2px',
    backgroundImage: vars.color.accentGradient,
  },
});

export const index = style(figures('sm', vars.color.textMuted));
