import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const team = style({ gap: vars.space[4] });

export const focus = style({ marginTop: 'auto', paddingTop: vars.space[2] });
