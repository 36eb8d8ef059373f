import { DefaultLink } from '../internal/DefaultLink';
import type { LinkComponent } from '../internal/link';
import * as styles from './Breadcrumbs.css';

export type BreadcrumbsProps = {
  /** Accessible name of the trail, e.g. "Breadcrumb". */
  label: string;
  /** The pages from the home page down; the last one is the current page, shown as text. */
  items: readonly { readonly name: string; readonly path: string }[];
  /** The app's link component (e.g. a router Link wrapper); defaults to a plain anchor. */
  linkComponent?: LinkComponent;
};

/** A visible trail of the pages above this one (Home / Services / this page), separated by slashes. */
export function Breadcrumbs({ label, items, linkComponent: Link = DefaultLink }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      {/* Safari drops the list role of a list without bullets unless it is stated. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ol role="list" className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.name}
              </span>
            ) : (
              <Link href={item.path} className={styles.link}>
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
