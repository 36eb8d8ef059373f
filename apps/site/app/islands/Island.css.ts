import { style } from '@vanilla-extract/css';

/** The container takes no box of its own: the island lays out as if its root were in the page. */
export const container = style({ display: 'contents' });
