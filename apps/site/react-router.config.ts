import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from '@agency/content';
import { finishBuild, NOT_FOUND_PRERENDER_PATH } from './scripts/site-files.ts';

export default {
  ssr: false,
  // Every public route from the manifest, plus the catch-all page (moved to 404.html after the build).
  prerender: [...prerenderPaths, NOT_FOUND_PRERENDER_PATH],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
