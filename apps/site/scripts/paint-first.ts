/**
 * Paint first, then hydrate. React Router puts a `<link rel="modulepreload">` for every chunk of the
 * page in the head (~120 KB gzip), so on a slow phone connection the stylesheets and fonts the first
 * paint needs share the line with code that only hydrates an already readable page. The build drops
 * those hints from the prerendered pages: the module script at the end of the body still imports the
 * same chunks (their own imports follow), just after the content is on its way.
 * The client-rendered SPA fallback (/admin) keeps them: it shows nothing until its JS runs.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SPA_FALLBACK_PAGE } from '@agency/static-host';

/** The SPA fallback React Router writes for client-rendered paths. */
export const SPA_FALLBACK_FILE = SPA_FALLBACK_PAGE;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/** Every prerendered HTML page of a build (not the client-rendered SPA fallback). */
export async function prerenderedPages(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await prerenderedPages(path)));
    else if (entry.name.endsWith('.html') && entry.name !== SPA_FALLBACK_FILE) files.push(path);
  }
  return files;
}

/** Rewrites every prerendered page of the build; returns how many it changed. */
export async function paintFirst(clientDir: string): Promise<number> {
  let changed = 0;
  for (const file of await prerenderedPages(clientDir)) {
    const html = await readFile(file, 'utf8');
    const rewritten = dropModulePreloads(html);
    if (rewritten !== html) {
      await writeFile(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
