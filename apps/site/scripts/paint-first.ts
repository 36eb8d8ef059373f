/**
 * Paint first, then hydrate. React Router puts a `<link rel="modulepreload">` for every chunk of the page in the head
 * (nearly all of the route's JS budget) and imports them at once from a module script, so on a slow phone connection
 * the stylesheets and fonts the first paint needs share the line with code that only hydrates an already readable
 * page. The build drops those hints from the prerendered pages and starts the app later, from a small inline script
 * (app-start.ts): no JS request before the load event. The page's loader data moves out of the HTML to
 * `assets/page-data-<hash>.txt` (content-addressed like the chunks it goes with), which the app start fetches.
 * The client-rendered SPA fallback (/admin) keeps them: it shows nothing until its JS runs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SPA_FALLBACK_PAGE } from '@agency/static-host';
import { deferAppStart, inlineLoaderData } from './app-start.ts';

/** Where the pages' loader data goes, beside the chunks (served like them: immutable, by content hash). */
export const PAGE_DATA_DIR = 'assets';

/** The SPA fallback React Router writes for client-rendered paths. */
export const SPA_FALLBACK_FILE = SPA_FALLBACK_PAGE;

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
  const modules = (url: string): string | null => {
    try {
      return readFileSync(join(clientDir, ...url.split('/').filter(Boolean)), 'utf8');
    } catch {
      return null;
    }
  };
  for (const file of await prerenderedPages(clientDir)) {
    const html = await readFile(file, 'utf8');
    const data = inlineLoaderData(html);
    let dataUrl: string | undefined;
    if (data !== null) {
      const name = `page-data-${createHash('sha256').update(data).digest('hex').slice(0, 12)}.txt`;
      await mkdir(join(clientDir, PAGE_DATA_DIR), { recursive: true });
      await writeFile(join(clientDir, PAGE_DATA_DIR, name), data);
      dataUrl = `/${PAGE_DATA_DIR}/${name}`;
    }
    const rewritten = deferAppStart(html, dataUrl, (url) => modules(url));
    if (rewritten !== html) {
      await writeFile(file, rewritten);
      changed += 1;
    }
  }
  return changed;
}
