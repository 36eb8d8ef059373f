import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * When a prerendered page starts its React app. Every page works without JavaScript (native links, forms,
 * details/summary, popover menu), so the app does not need to compete with the first paint: React Router's
 * module bootstrap is replaced by a small inline script that starts the app
 * - on the visitor's first interaction (pointer, touch, wheel, scroll, key, focus),
 * - at once when the carousel or a form comes into view (their JavaScript behaviour is what the visitor sees next),
 * - and in any case `APP_START_DELAY_MS` after the load event, so client navigation is the normal case.
 * Starting adds a low-priority module preload for every chunk of the page (no waterfall, and nothing the first
 * paint waits for), imports the route modules like React Router's bootstrap did, then the client entry.
 * The page's loader data, which React Router streams into the HTML for hydration (about as much again as the
 * page's own markup), moves to a file the app start fetches alongside its modules: the HTML the first paint waits
 * for fits in the first round trip of a new connection (TCP's initial window, ~14 KB).
 * The client-rendered SPA fallback (/admin) keeps React Router's bootstrap: it shows nothing until its JS runs.
 */

/** After the load event, the app starts at the latest this much later (the issue's bound is 3 s). */
export const APP_START_DELAY_MS = 2_000;

/** What starts the app at once when it scrolls into view (the carousel and the contact form need their JS next). */
export const START_IN_VIEW_SELECTOR = '[aria-roledescription="carousel"], form';

/** Events that mean a visitor is using the page. */
export const START_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

export interface AppStartPlan {
  /** Every chunk of the page's app (React Router's module preloads), fetched with low priority at start. */
  modules: string[];
  /** Modules imported for their side effects first (React Router's manifest). */
  sideEffects: string[];
  /** Route id → route module URL, for `window.__reactRouterRouteModules`. */
  routes: [string, string][];
  /** The client entry, imported once the route modules are in. */
  entry: string;
  delayMs: number;
  events: readonly string[];
  inView: string;
  /** The page's loader data (React Router's turbo-stream text), fetched at start and fed to the hydration stream. */
  data?: string;
  /**
   * The page's modules but the entry, each after its static imports: imported one at a time with a task boundary in
   * between, so evaluating the app is several short tasks instead of one long one.
   */
  order?: string[];
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`), not `import()`: chunks import chunks by relative paths. */
const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\.?\/[^"'$]+)["']/g;

/**
 * `roots` and everything they import statically, each module after its imports (depth-first post-order), `last`
 * excluded (the client entry: it must run after the route modules are registered).
 */
export function evaluationOrder(
  roots: string[],
  last: string,
  readModule: (url: string) => string | null,
): string[] {
  const order: string[] = [];
  const seen = new Set<string>([last]);
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readModule(url);
    if (source === null) return;
    for (const [, specifier] of source.matchAll(STATIC_IMPORT))
      visit(new URL(specifier!, `https://site${url}`).pathname);
    order.push(url);
  };
  for (const root of roots) visit(root);
  // The entry's own imports come last, just before it.
  for (const [, specifier] of (readModule(last) ?? '').matchAll(STATIC_IMPORT))
    visit(new URL(specifier!, `https://site${last}`).pathname);
  return order;
}

/** The browser half, as shipped (see app-start.browser.js). */
const BROWSER_SOURCE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'app-start.browser.js'),
  'utf8',
)
  .replace(/^\/\/ @ts-check\n/, '')
  .replace(/\/\*\*[\s\S]*?\*\/\s*/g, '')
  .replace('export default function', 'function')
  .trim();

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
/** React Router's inline hydration data: chunks written into the stream its context script opened, then close(). */
const DATA_CHUNK =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const DATA_CLOSE = /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/;
const MODULE_BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Reads React Router's module bootstrap (static imports, route module map, `import()` of the entry). */
export function appStartPlan(html: string): AppStartPlan {
  const bootstrap = MODULE_BOOTSTRAP.exec(html)?.[1];
  if (bootstrap === undefined) throw new Error('No React Router module bootstrap in the page');
  const sideEffects = [...bootstrap.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]!);
  const bindings = new Map(
    [...bootstrap.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map(
      (match) => [match[1]!, match[2]!] as const,
    ),
  );
  const mapText = /window\.__reactRouterRouteModules = (\{[^}]*\});/.exec(bootstrap)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(bootstrap)?.[1];
  if (!mapText || !entry) throw new Error(`Unexpected React Router bootstrap: ${bootstrap}`);
  const routes = [...mapText.matchAll(/"([^"]+)":(\w+)/g)].map(([, id, binding]) => {
    const url = bindings.get(binding!);
    if (!url) throw new Error(`Unknown route module binding ${binding} in ${bootstrap}`);
    return [id!, url] as [string, string];
  });
  return {
    modules: [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
    sideEffects,
    routes,
    entry,
    delayMs: APP_START_DELAY_MS,
    events: START_EVENTS,
    inView: START_IN_VIEW_SELECTOR,
  };
}

/** The inline script that replaces the bootstrap (JSON in a script: `<` escaped so no `</script>` can close it). */
function appStartScript(plan: AppStartPlan): string {
  const json = JSON.stringify(plan).replace(/</g, '\\u003c');
  return `<script>(${BROWSER_SOURCE})(${json})</script>`;
}

/** The loader data a page streams into its HTML (the text its enqueue scripts write), or null when it has none. */
export function inlineLoaderData(html: string): string | null {
  const chunks = [...html.matchAll(DATA_CHUNK)].map((match) => JSON.parse(match[1]!) as string);
  return chunks.length > 0 && DATA_CLOSE.test(html) ? chunks.join('') : null;
}

/**
 * A prerendered page without module preloads, its app started by `startAppWhenNeeded`. Given `dataUrl` (where the
 * build wrote `inlineLoaderData(html)`), the inline data scripts go too and the app start fetches the data instead.
 */
export function deferAppStart(
  html: string,
  dataUrl?: string,
  readModule?: (url: string) => string | null,
): string {
  const base = appStartPlan(html);
  const plan: AppStartPlan = {
    ...base,
    ...(dataUrl && { data: dataUrl }),
    ...(readModule && {
      order: evaluationOrder(
        [...base.sideEffects, ...base.routes.map(([, url]) => url)],
        base.entry,
        readModule,
      ),
    }),
  };
  const deferred = html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_BOOTSTRAP, () => appStartScript(plan));
  return dataUrl ? deferred.replace(DATA_CHUNK, '').replace(DATA_CLOSE, '') : deferred;
}

/** The plan of a built page's app-start script, or null when the page has none (the SPA fallback). */
export function builtAppStartPlan(html: string): AppStartPlan | null {
  const json = /<script>\(function startAppWhenNeeded\b[\s\S]*?\}\)\((\{[^<]*\})\)<\/script>/.exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as AppStartPlan) : null;
}

/** Every module URL the app-start script imports or preloads when the app starts. */
export function appStartModules(plan: AppStartPlan): string[] {
  return [
    ...new Set([
      ...plan.modules,
      ...plan.sideEffects,
      ...plan.routes.map(([, url]) => url),
      plan.entry,
    ]),
  ];
}
