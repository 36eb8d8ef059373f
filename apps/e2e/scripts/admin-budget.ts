/**
 * The staff inbox's share of the budget. /admin is client-rendered from the SPA fallback page, so its cost is the
 * admin route's module closure (dynamic imports included: the screens it lazy-loads) minus the shared app code the
 * shell loads. That part must stay ≤ 60 KB gzip and carry the auth client, and no public page may load the auth
 * client, not even on demand: the public pages do not pay for the inbox's sign-in.
 */
import { BUDGET, kb, moduleClosure } from './budget-lib.ts';

/** The admin route's id in React Router's manifest (apps/site/app/routes.ts). */
const ADMIN_ROUTE_ID = 'routes/admin';
/** A string only the Supabase auth client carries (its X-Client-Info header value). */
const AUTH_CLIENT_MARKER = 'gotrue-js/';

export interface AdminBudgetReport {
  ownFiles: string[];
  ownBytes: number;
  problems: string[];
}

interface ManifestRoute {
  module: string;
  imports?: string[];
}

/** The entry for route `id` in the client manifest module the SPA fallback loads (one object literal of JSON). */
export function manifestRoute(manifestSource: string, id: string): ManifestRoute | null {
  const json = manifestSource.slice(
    manifestSource.indexOf('{'),
    manifestSource.lastIndexOf('}') + 1,
  );
  try {
    const manifest = JSON.parse(json) as { routes?: Record<string, ManifestRoute> };
    return manifest.routes?.[id] ?? null;
  } catch {
    return null;
  }
}

export function checkAdminBudget(options: {
  /** The scripts the SPA fallback page loads (manifest, entry, shared app code, root). */
  shellScripts: string[];
  /** Every public page's first-load closure. */
  publicClosures: Map<string, string[]>;
  read: (path: string) => string | null;
  gzipOf: (path: string) => number;
}): AdminBudgetReport {
  const { shellScripts, publicClosures, read, gzipOf } = options;
  const problems: string[] = [];
  const manifestPath = shellScripts.find((path) => /\/manifest-[^/]*\.js$/.test(path));
  const route = manifestPath ? manifestRoute(read(manifestPath) ?? '', ADMIN_ROUTE_ID) : null;
  if (!route)
    return { ownFiles: [], ownBytes: 0, problems: [`no ${ADMIN_ROUTE_ID} in the client manifest`] };

  const shared = new Set(moduleClosure(shellScripts, read));
  const ownFiles = moduleClosure([route.module, ...(route.imports ?? [])], read, {
    includeDynamic: true,
  }).filter((path) => !shared.has(path));
  const ownBytes = ownFiles.reduce((sum, path) => sum + gzipOf(path), 0);
  if (ownBytes > BUDGET.adminOwnJsBytes)
    problems.push(`/admin's own JS ${kb(ownBytes)} > ${BUDGET.adminOwnJsBytes / 1024} KB`);
  if (!ownFiles.some((path) => read(path)?.includes(AUTH_CLIENT_MARKER)))
    problems.push(`/admin's own chunks do not contain the auth client (${AUTH_CLIENT_MARKER})`);

  for (const [page, closure] of publicClosures) {
    const loaded = moduleClosure(closure, read, { includeDynamic: true }).filter((path) =>
      read(path)?.includes(AUTH_CLIENT_MARKER),
    );
    if (loaded.length > 0) problems.push(`${page} loads the auth client: ${loaded.join(', ')}`);
  }
  return { ownFiles, ownBytes, problems };
}
