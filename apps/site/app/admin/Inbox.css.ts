import { style } from '@vanilla-extract/css';

export const searchForm = style({ flex: '1 1 18rem' });
export const searchField = style({ flex: '1 1 12rem', minWidth: 0 });
