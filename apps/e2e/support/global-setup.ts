/**
 * Starts the product once for the whole run (built site + embedded backend, free port, temporary data folder) and
 * stops it afterwards. Workers read the address from the environment the runner hands them. The host serves a
 * snapshot of apps/site/build/client taken at the start, so a concurrent rebuild cannot change files mid-run.
 */
import type { FullConfig } from '@playwright/test';
import { snapshotSiteBuild, startHost } from './host.ts';

export default async function globalSetup(_config: FullConfig) {
  const site = await snapshotSiteBuild();
  const host = await startHost({ clientDir: site.dir }).catch(async (error: unknown) => {
    await site.remove();
    throw error;
  });
  process.env.E2E_SITE_DIR = site.dir;
  process.env.E2E_BASE_URL = host.url;
  process.env.E2E_DATA_DIR = host.dataDir;
  console.log(`[e2e] product started at ${host.url} (data: ${host.dataDir})`);
  return async () => {
    await host.stop();
    await site.remove();
    console.log('[e2e] product stopped');
  };
}
