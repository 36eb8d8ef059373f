import { Link } from 'react-router';
import { Stack } from '@agency/ui';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbData {
  readonly name: string;
  readonly path: string;
}

/** Visible trail (Home / Services / this page); the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: readonly BreadcrumbData[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <Stack as="ol" direction="row" align="center" gap={2}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.path} className={styles.item}>
              {current ? (
                <span aria-current="page" className={styles.current}>
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} prefetch="intent" className={styles.link}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
