import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  listStyle: 'none',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space[4],
});
