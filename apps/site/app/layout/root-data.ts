import { useRouteLoaderData } from 'react-router';
import type { RootData } from './root-data.server';

export type { RootData };

/**
 * The root loader's data (navigation, footer facts, loading labels, 404 and error texts). Undefined
 * only when the root loader itself failed (inside the root ErrorBoundary).
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
