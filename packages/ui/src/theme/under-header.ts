import { vars } from './contract.css';

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
