import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const frame = { width: '100%', marginInline: 'auto', paddingInline: vars.layout.gutter } as const;

export const page = styleVariants({
  /** A screen of its own (sign-in, no access): one narrow column. */
  narrow: {
    ...frame,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[6],
    maxWidth: `calc(26rem + 2 * ${vars.layout.gutter})`,
    paddingBlock: `clamp(${vars.space[8]}, 8vw, ${vars.space[16]})`,
  },
  /** The working screen: toolbar above content, in the denser type of a tool (15 px). */
  wide: {
    ...frame,
    display: 'grid',
    alignContent: 'start',
    gridTemplateRows: 'auto 1fr',
    gap: vars.space[4],
    maxWidth: '90rem',
    paddingBlock: vars.space[4],
    fontSize: '0.9375rem',
  },
});
