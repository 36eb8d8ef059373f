import { style } from '@vanilla-extract/css';

/** The lead closes the card, whatever the length of the text above. */
export const lead = style({ marginTop: 'auto' });
