import { lazy, Suspense } from 'react';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { MinimalLayout } from '~/layout/MinimalLayout';
import { PageLoading } from '~/layout/NavigationLoading';
import type { Route } from './+types/admin';

/**
 * /admin: the staff inbox. Client-only: not prerendered, served from the SPA fallback, outside the shared layout.
 * The inbox, its texts, its data functions and the auth client are lazy chunks: the route manifest, which every public
 * page loads, lists this module's static imports, and those are only chunks the public pages load too. The inbox sets
 * its own document title.
 */
export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as
    { spaFallback?: { meta?: Route.MetaDescriptors } } | undefined;
  return root?.spaFallback?.meta ?? [];
};

/**
 * One import for the screens and the data functions: the data and the code to show it arrive together, and sharing it
 * keeps clientLoader and clientAction in this module (split into chunks of their own, their names would join the
 * route manifest every page loads).
 */
const inbox = () => import('~/admin/AdminScreen');
const AdminScreen = lazy(inbox);

/** Who is signed in and, for staff, the list and the open submission the URL names. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return (await inbox()).loadAdmin(request);
}

/** Sign-in and sign-out, triage, note, retry, delete, export and the next page of the list. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return (await inbox()).adminAction(request);
}

/** A failed sign-in, an export and the next page leave the data as it is; everything else loads it again. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (actionResult as { revalidate?: boolean } | undefined)?.revalidate === false
    ? false
    : defaultShouldRevalidate;
}

/** 'Loading Admin...': while the first data loads, and while the inbox's code does. */
function Loading() {
  return <PageLoading pathname={useLocation().pathname} />;
}

export function HydrateFallback() {
  return (
    <MinimalLayout>
      <Loading />
    </MinimalLayout>
  );
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MinimalLayout>
      <Suspense fallback={<Loading />}>
        <AdminScreen data={loaderData} result={actionData} />
      </Suspense>
    </MinimalLayout>
  );
}
