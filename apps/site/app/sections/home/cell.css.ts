import { style } from '@vanilla-extract/css';

/** A revealed grid cell whose card fills the row height. */
export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
