import { vars } from './contract.css';

/**
 * For stylesheets (no runtime cost): text painted with the accent gradient (a highlighted heading, big figures), in
 * plain text colour where forced colours drop background images.
 */
export function gradientText() {
  return {
    backgroundImage: vars.color.accentGradient,
    backgroundClip: 'text',
    WebkitBackgroundClip: 'text',
    color: 'transparent',
    '@media': { '(forced-colors: active)': { color: 'CanvasText', backgroundImage: 'none' } },
  } as const;
}
