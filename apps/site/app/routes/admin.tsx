import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { MinimalLayout } from '~/layout/MinimalLayout';
import { PageLoading } from '~/layout/NavigationLoading';
import type { Route } from './+types/admin';

/**
 * /admin: the staff inbox. Client-only: not prerendered, served from the SPA fallback, outside the shared layout.
 * The inbox, its texts and the auth client are one lazy chunk: the route manifest, which every public page loads,
 * lists this module's static imports, and those are only chunks the public pages load too. The inbox sets its own
 * document title.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as
    { spaFallback?: { meta?: Route.MetaDescriptors } } | undefined;
  return root?.spaFallback?.meta ?? [];
};

const AdminScreen = lazy(() => import('~/admin/AdminScreen'));

export default function Admin() {
  return (
    <MinimalLayout>
      <Suspense fallback={<PageLoading pathname={useLocation().pathname} />}>
        <AdminScreen />
      </Suspense>
    </MinimalLayout>
  );
}
