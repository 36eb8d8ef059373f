import { vars } from './contract.css';
import { media } from './tokens';

/**
 * For stylesheets (no runtime cost): a page's opening band that runs up under the transparent fixed `SiteHeader`, so
 * its backdrop starts at the top of the window, while its content starts `space` below the header.
 */
export function underHeader(space: string) {
  return {
    marginTop: `calc(-1 * ${vars.layout.headerHeight})`,
    paddingTop: `calc(${vars.layout.headerHeight} + ${space})`,
  };
}

/**
 * For stylesheets (no runtime cost): from 1024 px, a side column that stays in view `space` under the fixed
 * `SiteHeader` while the column beside it scrolls.
 */
export function stickyUnderHeader(space = '2rem') {
  return {
    '@media': {
      [media.lg]: {
        position: 'sticky',
        top: `calc(${vars.layout.headerHeight} + ${space})`,
        alignSelf: 'start',
      },
    },
  } as const;
}
