import { style } from '@vanilla-extract/css';

/** Fills the toolbar's free width; below ~18rem it wraps onto a line of its own. */
export const form = style({ flex: '1 1 18rem' });
export const field = style({ flex: '1 1 12rem', minWidth: 0 });
