import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { contactOutcomeRoutes, prerenderPaths } from '@agency/content';
import { finishBuild, NOT_FOUND_PRERENDER_PATH } from './scripts/site-files.ts';

export default {
  ssr: false,
  // Every public route from the manifest, the contact form's outcome pages, and the catch-all page
  // (moved to 404.html after the build).
  prerender: [
    ...prerenderPaths,
    ...contactOutcomeRoutes.map((route) => route.path),
    NOT_FOUND_PRERENDER_PATH,
  ],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    // Left off: with it, loaders get the raw `/path.data` request; page loaders read `url.pathname`
    // (the normalized `url` loader argument), which works with and without the flag.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
