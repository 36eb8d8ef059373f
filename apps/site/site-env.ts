// Vite loads its config with plain Node, which cannot import the TypeScript sources that
// @agency/content exports; a relative import gets bundled into the config instead.
// eslint-disable-next-line no-restricted-imports -- the one place a package name cannot be used (see above)
import { resolveSiteUrl } from '../../packages/content/src/company.ts';

/**
 * Build-time constants for Vite's `define`: the public origin from SITE_URL (validated, no trailing
 * slash), so the client never reads process.env.
 */
export function siteDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { __SITE_URL__: JSON.stringify(resolveSiteUrl(env.SITE_URL)) };
}
