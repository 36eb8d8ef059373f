import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const form = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
});

export const submit = style({
  '@media': { [media.sm]: { width: 'auto', minWidth: '12rem' } },
});
