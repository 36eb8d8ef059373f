import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[3],
    padding: vars.space[6],
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textAlign: 'center',
  },
  variants: {
    layout: {
      inline: {},
      block: { flexDirection: 'column', minHeight: '40vh' },
      page: { flexDirection: 'column', minHeight: `calc(100vh - ${vars.layout.headerHeight})` },
    },
  },
  defaultVariants: { layout: 'block' },
});
