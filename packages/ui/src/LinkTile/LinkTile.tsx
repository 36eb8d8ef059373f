import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import { ArrowRightIcon } from '../internal/Icons';
import type { LinkComponent } from '../internal/link';
import * as styles from './LinkTile.css';

export type LinkTileProps = {
  /** Where the tile leads. */
  href: string;
  /** The app's link component (e.g. a router Link wrapper) for internal hrefs. */
  linkComponent?: LinkComponent;
  /** The page's name, e.g. "Pricing". */
  children: ReactNode;
  className?: string;
};

/** A way on as a tile: the page's name and an accent arrow on a small surface that lights up on hover. */
export function LinkTile({ href, linkComponent, children, className }: LinkTileProps) {
  return (
    <AnyLink
      href={href}
      linkComponent={linkComponent}
      className={className ? `${styles.tile} ${className}` : styles.tile}
    >
      {children}
      <ArrowRightIcon className={styles.arrow} width="18" height="18" />
    </AnyLink>
  );
}
