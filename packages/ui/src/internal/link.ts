import type { AnchorHTMLAttributes, ComponentType, Ref } from 'react';

/** Props every link renderer receives: plain anchor attributes with a required `href`. */
export type LinkRenderProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link component passed in by the app (for example a wrapper around a router's Link),
 * so the design system never depends on a router.
 */
export type LinkComponent = ComponentType<LinkRenderProps>;

/**
 * The words a screen reader hears at the end of every link that opens a new tab, visually hidden inside the link
 * (WCAG G201). One source: every external link in the design system appends it unless given a translation.
 */
export const NEW_TAB_HINT = '(opens in a new tab)';

/** True for absolute http(s) URLs, which open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
