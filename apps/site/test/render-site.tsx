import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import SiteLayout from '~/layout/SiteLayout';
import { buildRootData, type RootData } from '~/layout/root-data.server';

export interface StubPage {
  path: string;
  Component: ComponentType;
  loader?: () => unknown;
}

export const rootData: RootData = buildRootData(new Date('2026-06-15T12:00:00Z'));

/**
 * Renders `path` inside the real shared layout with the real root loader data (as hydration data,
 * like a prerendered page), with the given pages as its children.
 */
export function renderSite(path: string, pages: readonly StubPage[], data: RootData = rootData) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      Component: Outlet,
      children: [
        {
          id: 'layout',
          Component: SiteLayout,
          children: pages.map((page) => ({
            path: page.path,
            Component: page.Component,
            ...(page.loader ? { loader: page.loader } : {}),
          })),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: data } }} />);
}

/** A placeholder page with a heading naming it. */
export function page(name: string): ComponentType {
  return function Page() {
    return <h1>{name}</h1>;
  };
}
