/**
 * A click after a deploy: the visitor's tab predates it, so the target route's code is gone from the server. React
 * Router then reloads the page the visitor is on and the click seems to do nothing. Instead, load the target page's
 * prerendered HTML (a document navigation); when that fails too, the route fails and the 'Something Went Wrong' page
 * shows (the route's component throws, as a route that fails to render does).
 *
 * React Router looks a route's module up in `window.__reactRouterRouteModules` before importing it (`id in cache`,
 * then `cache[id]`); this wraps that object so that the import is ours and its failure is handled here.
 */

interface NavigationLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface StaleDeployWindow {
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
  __reactRouterDataRouter?: { state: { navigation: { location?: NavigationLocation } } };
  location: Pick<Location, 'assign'>;
  fetch: typeof fetch;
}

const NEVER = new Promise<never>(() => undefined);

/** A route module whose page fails to render, so that the router shows the error page for it. */
function failingModule(cause: unknown) {
  const error = new Error('The code of this page could not be loaded', { cause });
  return {
    default: function CodeNotLoaded(): never {
      throw error;
    },
  };
}

/** Leaves for the pending navigation's prerendered HTML (never settles then), or answers a failing module. */
async function openTargetDocument(win: StaleDeployWindow, cause: unknown) {
  const target = win.__reactRouterDataRouter?.state.navigation.location;
  if (target) {
    const href = `${target.pathname}${target.search}${target.hash}`;
    const page = await win
      .fetch(href, { method: 'HEAD', headers: { Accept: 'text/html' }, cache: 'no-store' })
      .catch(() => null);
    if (page?.ok) {
      // Finish the request before leaving, so the navigation does not cut it off.
      await page.arrayBuffer().catch(() => undefined);
      win.location.assign(href);
      return NEVER;
    }
  }
  return failingModule(cause);
}

export function loadTargetDocumentWhenCodeIsGone(
  win: StaleDeployWindow,
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const modules = win.__reactRouterRouteModules;
  const manifest = win.__reactRouterManifest;
  if (!modules || !manifest) return;
  const loading = new Map<string, Promise<unknown>>();
  // A page needs several modules (its layout, its route); the first one that fails decides for all of them.
  let fallback: Promise<unknown> | null = null;
  const fallBack = (error: unknown) => {
    fallback ??= openTargetDocument(win, error).finally(() => (fallback = null));
    return fallback;
  };

  win.__reactRouterRouteModules = new Proxy(modules, {
    has(target, id) {
      if (Reflect.has(target, id) || (typeof id === 'string' && loading.has(id))) return true;
      if (typeof id !== 'string') return false;
      const url = manifest.routes[id]?.module;
      if (url === undefined) return false;
      const load = importModule(url).then(
        (module) => {
          target[id] = module;
          loading.delete(id);
          return module;
        },
        (error: unknown) => {
          loading.delete(id);
          return fallBack(error);
        },
      );
      loading.set(id, load);
      return true;
    },
    get(target, id) {
      if (typeof id === 'string' && !Reflect.has(target, id) && loading.has(id))
        return loading.get(id);
      return Reflect.get(target, id);
    },
  });
}
