import { style } from '@vanilla-extract/css';
import { control } from '../internal/field.css';

/** The field's control with the platform's own arrow, which says it opens a list. */
export const select = style([control, { appearance: 'auto', cursor: 'pointer' }]);
