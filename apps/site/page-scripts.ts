import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** The islands script's entry and where its own build (islands.vite.config.ts) writes it. */
export const ISLANDS_ENTRY = 'app/page-scripts/islands.client.tsx';
// Outside build/: React Router empties that folder before the app's build.
export const ISLANDS_OUT_DIR = 'node_modules/.islands';

/**
 * The scripts a prerendered public page loads instead of React Router's app. `enhance` is an entry of the client
 * build; `islands` is built before it on Preact and copied in. The server build (which prerenders the pages) reads
 * their built URLs from `virtual:page-scripts`.
 */
export const PAGE_SCRIPTS = {
  /** A few lines of plain DOM code every public page runs: reveal on entering view, the menu, the cursor ring. */
  enhance: 'app/page-scripts/enhance.ts',
  /** Hydrates each island (`[data-island]`) of a page with its own root. */
  islands: ISLANDS_ENTRY,
} as const;

export type PageScriptName = keyof typeof PAGE_SCRIPTS;

/**
 * The islands build: its folder, the JS files it wrote (names relative to it, as in the client build), the entry's,
 * and the CSS it wrote (which the app's stylesheet must hold).
 */
function builtIslands(root: string): {
  outDir: string;
  entry: string;
  files: string[];
  css: string;
} {
  const outDir = join(root, ISLANDS_OUT_DIR);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    throw new Error(
      `the islands script is not built: run \`vite build -c islands.vite.config.ts\` first (the site's build script does)`,
    );
  }
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is not an entry of the islands build`);
  const files = new Set(
    Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  return {
    outDir,
    entry: entry.file,
    files: [...files].filter((file) => file.endsWith('.js')),
    css: [...files]
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
      .join('\n'),
  };
}

/** The class selectors of a stylesheet (its `url()`s left out: file names are not classes). */
function classesOf(css: string): Set<string> {
  const rules = css.replace(/url\([^)]*\)/g, '');
  return new Set([...rules.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]!));
}

const VIRTUAL_ID = 'virtual:page-scripts';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function pageScripts(): Plugin {
  // The client build runs before the server build in the same process: it records the URLs here.
  const built = new Map<PageScriptName, string>();
  let command: 'build' | 'serve' = 'build';
  let base = '/';
  let root = '.';
  let islands: ReturnType<typeof builtIslands> | undefined;
  return {
    name: 'site:page-scripts',
    configResolved(config) {
      command = config.command;
      base = config.base;
      root = config.root;
    },
    buildStart() {
      if (this.environment.name !== 'client' || command !== 'build') return;
      this.emitFile({ type: 'chunk', id: `/${PAGE_SCRIPTS.enhance}`, name: 'enhance' });
      islands = builtIslands(root);
      for (const fileName of islands.files)
        this.emitFile({
          type: 'asset',
          fileName,
          source: readFileSync(join(islands.outDir, fileName)),
        });
      built.set('islands', `${base}${islands.entry}`);
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.name in PAGE_SCRIPTS)
          built.set(chunk.name as PageScriptName, `${base}${chunk.fileName}`);
      }
    },
    // After every plugin's generateBundle: Vite writes the one stylesheet in its own.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client' || !islands) return;
      const stylesheet = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => (file.type === 'asset' ? String(file.source) : ''))
        .join('\n');
      const present = classesOf(stylesheet);
      const missing = [...classesOf(islands.css)].filter((name) => !present.has(name));
      if (missing.length > 0)
        this.error(
          `the islands' styles are not in the page stylesheet (.${missing.join(', .')}): import their .css.ts in app/islands/styles.ts`,
        );
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
