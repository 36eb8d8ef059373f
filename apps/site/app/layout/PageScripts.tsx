import { Scripts, ScrollRestoration, useMatches, type UIMatch } from 'react-router';
import pageScripts from 'virtual:page-scripts';

/**
 * What a route module's `handle` may say about the scripts of the page it renders:
 * - `app: false`: the page is complete as prerendered; React Router's app (`<Scripts />`) stays out;
 * - `islands: true`: the page has islands (`~/islands/Island`) for the islands script to hydrate.
 */
export interface PageHandle {
  app?: false;
  islands?: true;
}

/** The scripts of the page the matched routes render. */
export function pageHandleOf(matches: readonly UIMatch[]): { app: boolean; islands: boolean } {
  const handles = matches.map((match) => (match.handle ?? {}) as PageHandle);
  return {
    app: !handles.some((handle) => handle.app === false),
    islands: handles.some((handle) => handle.islands === true),
  };
}

/**
 * Following a link to another page of the site is a document load: prerendered as soon as the pointer rests on the
 * link or presses it, so it shows at once. /admin runs an app of its own and is not prepared ahead.
 */
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [{ href_matches: '/*' }, { not: { href_matches: '/admin*' } }],
      },
      eagerness: 'moderate',
    },
  ],
});

/** React Router's app: the client-rendered screens (/admin, from the SPA fallback). */
export function AppScripts() {
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
  );
}

/**
 * The scripts of the page the matched routes render: the app, or for a page whose route `handle` leaves the app out,
 * its plain DOM code (and the islands script where the page has islands) and the speculation rules that make the
 * next page load at once.
 */
export function RouteScripts() {
  const page = pageHandleOf(useMatches());
  if (page.app) return <AppScripts />;
  return (
    <>
      <script type="module" src={page.islands ? pageScripts.islands : pageScripts.enhance} />
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  );
}
