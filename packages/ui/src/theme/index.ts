export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { breakpoints, media } from './tokens';
export { tint } from './tint';
export { stickyUnderHeader, underHeader } from './under-header';
export { hairlineGrid } from './hairline-grid';
export { pillSurface } from './pill-surface';
export { backdropHost, backdropLayer } from './backdrop';
export { pillLink, stretchedLink, textLink } from './link-styles';
