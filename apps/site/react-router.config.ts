import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from '@agency/content';

/** Prerendered to its own HTML file, then renamed by scripts/postbuild.ts to 404.html (what apps/local-host serves). */
export const NOT_FOUND_PRERENDER_PATH = '/404';

export default {
  ssr: false,
  prerender: [...prerenderPaths, NOT_FOUND_PRERENDER_PATH],
} satisfies Config;
