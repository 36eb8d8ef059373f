import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

export const paymentCard = style({ gap: vars.space[4] });
