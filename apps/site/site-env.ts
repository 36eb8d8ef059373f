/**
 * Build-time constants for Vite's `define`: SITE_URL as given (app/seo/site-url.ts validates it and
 * drops a trailing slash), so the app never reads process.env.
 */
export function siteDefine(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { __SITE_URL__: JSON.stringify(env.SITE_URL ?? '') };
}
