import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import '@agency/ui/style.css';
import { buildRootData } from '~/layout/root-data.server';
import { JsonLd } from '~/seo/JsonLd';
import type { Route } from './+types/root';

/** Runs at build time for every prerendered page (and for the SPA fallback). */
export function loader() {
  return buildRootData();
}

/** The layout data is static: never refetch it on client navigations (unknown paths have no .data file). */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={loaderData.organization} />
      <Outlet />
    </>
  );
}
