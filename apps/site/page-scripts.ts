import type { Plugin } from 'vite';

/**
 * The scripts a prerendered public page loads instead of React Router's app: each is an entry of its own in the
 * client build. The server build (which prerenders the pages) reads their built URLs from `virtual:page-scripts`.
 */
export const PAGE_SCRIPTS = {
  /** A few lines of plain DOM code every public page runs: reveal on entering view, the menu, the cursor ring. */
  enhance: 'app/page-scripts/enhance.ts',
  /** Hydrates each island (`[data-island]`) of a page with its own React root. */
  islands: 'app/page-scripts/islands.client.tsx',
} as const;

export type PageScriptName = keyof typeof PAGE_SCRIPTS;

const VIRTUAL_ID = 'virtual:page-scripts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function pageScripts(): Plugin {
  // The client build runs before the server build in the same process: it records the URLs here.
  const built = new Map<PageScriptName, string>();
  let command: 'build' | 'serve' = 'build';
  let base = '/';
  return {
    name: 'site:page-scripts',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    buildStart() {
      if (this.environment.name !== 'client' || command !== 'build') return;
      for (const [name, id] of Object.entries(PAGE_SCRIPTS))
        this.emitFile({ type: 'chunk', id: `/${id}`, name });
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name in PAGE_SCRIPTS)
          built.set(chunk.name as PageScriptName, `${base}${chunk.fileName}`);
      }
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const urls: Record<string, string> = {};
      for (const [name, file] of Object.entries(PAGE_SCRIPTS)) {
        const url = command === 'serve' ? `${base}${file}` : built.get(name as PageScriptName);
        // The client bundle never renders a public page's scripts (only the prerender does).
        if (this.environment.name !== 'client' && url === undefined)
          throw new Error(`page script "${name}" was not built before the server build`);
        urls[name] = url ?? '';
      }
      return `export default ${JSON.stringify(urls)};`;
    },
  };
}
