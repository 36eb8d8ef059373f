import type { MetaDescriptor } from 'react-router';

/**
 * A route's `meta` export that returns the tags its build-time loader computed with `routeMeta`:
 * `export const meta = metaFromLoader;` with the loader returning `{ meta: routeMeta(path), ... }`.
 * Keeps the manifest out of the client bundle.
 */
export function metaFromLoader({
  loaderData,
}: {
  loaderData?: { readonly meta?: readonly MetaDescriptor[] } | null;
}): MetaDescriptor[] {
  return loaderData?.meta ? [...loaderData.meta] : [];
}
