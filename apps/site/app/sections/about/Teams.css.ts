import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const focus = style({ marginTop: 'auto', paddingTop: vars.space[2] });
