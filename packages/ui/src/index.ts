import './fonts/fonts.css';
import './theme/global.css';

export { vars, darkTheme, lightTheme, breakpoints, media } from './theme';
export { DefaultLink, isExternalHref } from './utils/link';
export type { LinkComponent, LinkRenderProps } from './utils/link';
export { fontFiles } from './fonts';
