import { vars } from './contract.css';

/**
 * For stylesheets (no runtime cost): the backdrop texture of hairlines in the border colour, one every `cell` across and
 * down, aligned on the top centre. Fade it out with a `mask-image` of the rule's own.
 */
export function hairlineGrid(cell = '64px') {
  return {
    backgroundImage: [
      `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px)`,
      `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: `${cell} ${cell}`,
    backgroundPosition: 'center top',
  };
}
