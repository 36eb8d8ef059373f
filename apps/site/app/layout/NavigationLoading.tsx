import { LoadingState } from '@agency/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { pageInfoFor, useRootData } from './root-data';

/** How long a navigation may take before the spinner shows: fast loads never flash it. */
export const LOADING_DELAY_MS = 150;

/**
 * 'Loading {page}...' for the page a client-side navigation is loading (its code and data), or
 * null. The page name comes from the route manifest via the root loader; unknown paths load the
 * 404 page.
 */
function usePendingPageLabel(delayMs: number = LOADING_DELAY_MS): string | null {
  const navigation = useNavigation();
  const data = useRootData();
  const pending = navigation.state === 'loading' ? navigation.location : null;
  const [shownKey, setShownKey] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    const key = pending.key;
    const timer = window.setTimeout(() => setShownKey(key), delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs]);

  if (!pending || shownKey !== pending.key || !data) return null;
  return pageInfoFor(data, pending.pathname).loadingLabel;
}

/** 'Loading {page}...' in a page's place while the code of the page at `pathname` loads. */
export function PageLoading({ pathname }: { pathname: string }) {
  const data = useRootData();
  return data ? (
    <LoadingState layout="page" label={pageInfoFor(data, pathname).loadingLabel} />
  ) : null;
}

export interface NavigationLoadingProps {
  /** The current page, shown while no slow navigation is pending. */
  children: ReactNode;
  delayMs?: number;
}

/**
 * Shows the current page, or 'Loading {page}...' (a polite status region) in its place once a
 * client-side navigation has been loading for `delayMs`.
 */
export function NavigationLoading({ children, delayMs }: NavigationLoadingProps) {
  const label = usePendingPageLabel(delayMs);
  if (label) return <LoadingState layout="page" label={label} />;
  return <>{children}</>;
}
