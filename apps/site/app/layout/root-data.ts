import { useRouteLoaderData } from 'react-router';
import type { PageInfo, RootData } from './root-data.server';

export type { PageInfo, RootData };

/**
 * The root loader's data (navigation, footer facts, loading labels, 404 and error texts). Undefined
 * only when the root loader itself failed (inside the root ErrorBoundary).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The manifest's page name and loading label of a pathname (the 404 entry for unknown paths). */
export function pageInfoFor(data: RootData, pathname: string): PageInfo {
  const path = pathname.replace(/\/+$/, '') || '/';
  return data.pages[path] ?? data.notFoundPage;
}
