/**
 * Starts the product once for the whole run (built site + embedded backend, free port, temporary data folder), and the
 * extra hosts two suites need, all at once before any browser runs; stops them afterwards. Workers read the addresses
 * from the environment the runner hands them. The hosts serve a snapshot of apps/site/build/client taken at the start,
 * so a concurrent rebuild cannot change files mid-run.
 */
import type { FullConfig } from '@playwright/test';
import { EXTRA_HOSTS, publishExtraHosts, snapshotSiteBuild, startHost } from './host.ts';

export default async function globalSetup(_config: FullConfig) {
  const site = await snapshotSiteBuild();
  // The shared host, then one per EXTRA_HOSTS name (publishExtraHosts takes them in that order).
  const started = await Promise.allSettled(
    Array.from({ length: 1 + EXTRA_HOSTS.length }, () => startHost({ clientDir: site.dir })),
  );
  const hosts = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(hosts.map((host) => host.stop()));
    await site.remove();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [host, ...extra] = hosts;
  if (!host) throw new Error('no host started');
  publishExtraHosts(extra);
  process.env.E2E_SITE_DIR = site.dir;
  process.env.E2E_BASE_URL = host.url;
  process.env.E2E_DATA_DIR = host.dataDir;
  console.log(`[e2e] product started at ${host.url} (data: ${host.dataDir})`);
  return async () => {
    await stopAll();
    console.log('[e2e] product stopped');
  };
}
