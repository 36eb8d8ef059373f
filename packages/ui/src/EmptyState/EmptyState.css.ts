import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const emptyState = style({
  display: 'grid',
  gap: vars.space[3],
  padding: vars.space[6],
  color: vars.color.textSecondary,
});
