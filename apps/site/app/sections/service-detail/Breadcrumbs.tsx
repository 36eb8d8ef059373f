import { Link } from 'react-router';
import * as styles from './detail.css';
import { keepListSemantics } from '../shared/listSemantics';

export interface BreadcrumbData {
  readonly name: string;
  readonly path: string;
}

/** Visible trail (Home / Services / this page); the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: readonly BreadcrumbData[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.breadcrumbList} {...keepListSemantics}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.path} className={styles.breadcrumbItem}>
              {current ? (
                <span aria-current="page" className={styles.breadcrumbCurrent}>
                  {item.name}
                </span>
              ) : (
                <Link to={item.path} prefetch="intent" className={styles.breadcrumbLink}>
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
