import { style } from '@vanilla-extract/css';
import { vars } from '@agency/ui';

/** A card of a two-up row holding a heading and a list. */
export const listCard = style({ gap: vars.space[6] });
