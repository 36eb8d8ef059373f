import { isRouteErrorResponse, Links, Meta, Outlet } from 'react-router';
import '@agency/ui/style.css';
import './view-transitions.css';
import { AppScripts, RouteScripts } from '~/layout/PageScripts';
import { ErrorPage } from '~/layout/ErrorPage';
import { buildRootData } from '~/layout/root-data.server';
import { PageLoading } from '~/layout/NavigationLoading';
import { useRootData } from '~/layout/root-data';
import { MinimalLayout } from '~/layout/MinimalLayout';
import { JsonLd } from '~/seo/JsonLd';
import type { Route } from './+types/root';

/** Runs at build time for every prerendered page (and for the SPA fallback): layout text lives in the HTML. */
export function loader() {
  return buildRootData();
}

/** The layout data is static: never refetch it on client navigations (unknown paths have no .data file). */
export function shouldRevalidate() {
  return false;
}

/**
 * Only used when no child route has its own `meta`: the SPA fallback that serves /admin. Client-only
 * screens are never indexed. Every public page exports `meta` (checked by test/built-html.test.ts).
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.company.name },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * No font is preloaded: both fonts are found in the stylesheet and swap in over metric-matched fallbacks (no layout
 * shift). A preload is a request the largest text's paint is counted after; without it, LCP equals FCP.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Drawn from favicon.svg by the build (scripts/icons.ts), as is /favicon.ico, which browsers find unlinked.
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0B0D12" />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <Links />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * The scripts come with the page rather than the document (`Layout`): a prerendered public page leaves React
 * Router's app out (its layout route's `handle` says so) and loads only its own small scripts, while the SPA fallback,
 * which React Router renders for `/` too but with `HydrateFallback` in the page's place, starts the app.
 */
export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <Outlet />
      <RouteScripts />
    </>
  );
}

/**
 * Shown by the SPA fallback while the client-rendered route's JS loads. The root loader ran at build
 * time, so the page it names comes from the manifest like every other loading text.
 */
export function HydrateFallback() {
  const path = useRootData()?.spaFallback.path;
  return (
    <>
      {path && <PageLoading pathname={path} />}
      <AppScripts />
    </>
  );
}

/** Any error a route throws (render, lazy chunk, 404 response): the 'Something Went Wrong' page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = useRootData()?.errorFallback.title;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <MinimalLayout>
      {title && <title>{title}</title>}
      <meta name="robots" content="noindex" />
      <ErrorPage />
    </MinimalLayout>
  );
}
