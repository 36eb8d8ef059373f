import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import { ArrowRightIcon } from '../internal/Icons';
import type { LinkComponent } from '../internal/link';
import * as styles from './LinkList.css';

export type LinkListItem = {
  /** Where it leads; also the item's key. */
  href: string;
  /** What is there, e.g. "3 in “Handled”". */
  label: ReactNode;
};

export type LinkListProps = {
  items: readonly LinkListItem[];
  /** The app's link component (e.g. a router Link wrapper). */
  linkComponent?: LinkComponent;
  className?: string;
};

/**
 * A short list of places to go next (other views that hold what was looked for), each a full-width row with an arrow
 * and a 44 px target: a list to pick from, not prose with bullets.
 */
export function LinkList({ items, linkComponent, className }: LinkListProps) {
  return (
    // Safari drops the list role of a list without bullets unless it is stated.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={className ? `${styles.list} ${className}` : styles.list}>
      {items.map((item) => (
        <li key={item.href}>
          <AnyLink href={item.href} linkComponent={linkComponent} className={styles.link}>
            <span>{item.label}</span>
            <ArrowRightIcon className={styles.arrow} />
          </AnyLink>
        </li>
      ))}
    </ul>
  );
}
