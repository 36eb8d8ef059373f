import { CursorFollower, ErrorBoundary, ScrollProgress, SkipLink } from '@agency/ui';
import { Outlet, useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { NavigationLoading } from './NavigationLoading';
import { pageInfoFor, useRootData } from './root-data';
import { Footer, Header } from './SiteChrome';
import type { PageHandle } from './PageScripts';
import * as styles from './SiteLayout.css';

/** Every public page is complete as prerendered: no app, only the page's own scripts (root.tsx). */
export const handle: PageHandle = { app: false };

function reportPageError(error: Error) {
  console.error(error);
}

/**
 * The shared layout of every public page: skip link, scroll progress, fixed header, the page
 * (behind an error boundary named after it, replaced by 'Loading {page}...' during slow client
 * navigations), footer, cursor follower.
 */
export default function SiteLayout() {
  const data = useRootData();
  const { pathname } = useLocation();
  if (!data) return <Outlet />;
  const page = pageInfoFor(data, pathname);
  return (
    <div className={styles.frame}>
      <SkipLink targetId="main">{data.copy.skipToContent}</SkipLink>
      <ScrollProgress />
      <Header data={data} pathname={pathname} />
      <main id="main" className={styles.main}>
        <NavigationLoading>
          <ErrorBoundary
            key={pathname}
            name={page.name}
            fallback={<ErrorPage />}
            onError={reportPageError}
          >
            <Outlet />
          </ErrorBoundary>
        </NavigationLoading>
      </main>
      <Footer data={data} />
      <CursorFollower />
    </div>
  );
}
