import type { ReactNode } from 'react';
import { isExternalHref, NEW_TAB_HINT, type LinkComponent, type LinkRenderProps } from './link';
import { DefaultLink } from './DefaultLink';
import { ExternalLinkIcon } from './Icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export type AnyLinkProps = Omit<LinkRenderProps, 'children'> & {
  children?: ReactNode;
  linkComponent?: LinkComponent | undefined;
  external?: boolean | undefined;
  newTabHint?: string | undefined;
  /** Class for the small external-link icon. */
  externalIconClassName?: string | undefined;
};

/**
 * One place for the link rules: internal hrefs go through the app's link component; external
 * ones are plain anchors opening a new tab, with `rel="noopener noreferrer"`, a visually hidden
 * hint for screen readers and a small decorative icon for everyone else.
 */
export function AnyLink({
  href,
  linkComponent: Link = DefaultLink,
  external = isExternalHref(href),
  newTabHint = NEW_TAB_HINT,
  externalIconClassName,
  children,
  ...props
}: AnyLinkProps) {
  if (!external) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <DefaultLink href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <ExternalLinkIcon className={externalIconClassName} data-external-icon="" />
      {/* The space stays outside the hidden span: name computation trims inside elements. */}{' '}
      <VisuallyHidden>{newTabHint}</VisuallyHidden>
    </DefaultLink>
  );
}
