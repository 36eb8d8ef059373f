import { style } from '@vanilla-extract/css';

/** On the light band the quote stands on the page itself, no card: an editorial pull quote. */
export const frame = style({ maxWidth: '56rem', marginInline: 'auto' });
