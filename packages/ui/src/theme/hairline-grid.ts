import { vars } from './contract.css';

/**
 * For stylesheets (no runtime cost): the backdrop texture of hairlines in the border colour, one every `cell` across and
 * down, aligned on the top centre; `fade`, a mask image such as a radial gradient from `#000` to `transparent`, fades
 * it out towards the edges.
 */
export function hairlineGrid(cell = '64px', fade?: string) {
  return {
    backgroundImage: [
      `linear-gradient(to right, ${vars.color.border} 1px, transparent 1px)`,
      `linear-gradient(to bottom, ${vars.color.border} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: `${cell} ${cell}`,
    backgroundPosition: 'center top',
    ...(fade ? { maskImage: fade, WebkitMaskImage: fade } : {}),
  };
}
