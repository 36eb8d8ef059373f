import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SPA_FALLBACK_PAGE } from '@agency/static-host';

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
