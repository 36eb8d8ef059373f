export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { breakpoints, media } from './tokens';
export { tint } from './tint';
export { pillSurface } from './pill-surface';
export { backdropHost, backdropLayer } from './backdrop';
export { pillLink, textLink } from './link-styles';
