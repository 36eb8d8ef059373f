import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    backgroundColor: vars.color.surface,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.card,
    color: vars.color.text,
    transition: ['border-color', 'box-shadow', 'background-color', 'transform']
      .map((p) => `${p} ${vars.motion.base} ${vars.motion.easing}`)
      .join(', '),
  },
  variants: {
    padding: {
      sm: { padding: vars.space[5] },
      md: { padding: `clamp(${vars.space[5]}, 1rem + 1vw, ${vars.space[8]})` },
      lg: { padding: `clamp(${vars.space[6]}, 1rem + 2vw, ${vars.space[10]})` },
    },
    tone: {
      default: {},
      raised: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.raised },
      outline: { backgroundColor: 'transparent', boxShadow: 'none' },
    },
  },
  defaultVariants: { padding: 'md', tone: 'default' },
});
