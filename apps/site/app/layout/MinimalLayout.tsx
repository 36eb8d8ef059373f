import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRootData } from './root-data';
import { Wordmark } from './Wordmark';
import * as styles from './MinimalLayout.css';
import { frame } from './SiteLayout.css';

/**
 * A bare frame for screens outside the shared layout (the error page, /admin): the logo home link
 * and a `<main id="main">`.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const name = data?.company.name ?? 'Home';
  return (
    <div className={frame}>
      <header className={styles.header}>
        <Link to="/" className={styles.logoLink} aria-label={data?.copy.logoLabel}>
          <Wordmark name={name} />
        </Link>
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
