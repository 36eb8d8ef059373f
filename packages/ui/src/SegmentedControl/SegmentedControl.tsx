import type { ReactNode } from 'react';
import { AnyLink } from '../internal/AnyLink';
import type { LinkComponent } from '../internal/link';
import * as styles from './SegmentedControl.css';

export type SegmentedControlItem = {
  /** Stable key, compared with `value`. */
  value: string;
  label: ReactNode;
  /** Where the segment leads (views live in the URL, so they are links). */
  href: string;
  /** Optional count shown after the label: a number, or a text such as "1000+". */
  count?: number | string;
};

export type SegmentedControlProps = {
  items: readonly SegmentedControlItem[];
  /** The current segment; marked `aria-current="page"`. */
  value: string;
  /** Accessible name of the navigation, e.g. "Views". */
  label: string;
  /** The app's link component (e.g. a router Link wrapper). */
  linkComponent?: LinkComponent;
  className?: string;
};

/** A row of mutually exclusive views as links, each with an optional count; wraps on narrow screens. */
export function SegmentedControl({
  items,
  value,
  label,
  linkComponent,
  className,
}: SegmentedControlProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.value}>
            <AnyLink
              href={item.href}
              linkComponent={linkComponent}
              className={styles.item}
              aria-current={item.value === value ? 'page' : undefined}
            >
              {item.label}
              {item.count !== undefined ? (
                <>
                  {' '}
                  <span className={styles.count}>{item.count}</span>
                </>
              ) : null}
            </AnyLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
