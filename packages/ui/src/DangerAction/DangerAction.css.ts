import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const zone = style({
  paddingTop: vars.space[4],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const action = style({});

// Red, also on hover where the ghost button turns to the text colour. Scoped by the zone to outweigh the button's
// own rules wherever a bundler puts this stylesheet (an app may bundle admin.css before style.css).
globalStyle(
  `${zone} > ${action}, ${zone} > ${action}:hover:not(:disabled):not([aria-disabled="true"])`,
  {
    color: vars.color.danger,
  },
);
