import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub, type LoaderFunction } from 'react-router';

/**
 * Renders a page module the way the site does: its build-time `loader` produces the data and the
 * route component receives it as `loaderData` (through React Router's route stub).
 * Resolves once the page's h1 is on screen.
 * The wait is generous because the first render of a file imports the loader's content modules, which is slow on a loaded CI machine.
 */
export async function renderRoute(
  path: string,
  // Route modules type their props from generated route types; the stub supplies them at runtime.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>,
  loader: LoaderFunction,
) {
  const Stub = createRoutesStub([{ path, Component, loader, HydrateFallback: () => null }]);
  const utils = render(<Stub initialEntries={[path]} />);
  const h1 = await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
  return { ...utils, h1 };
}

/** Heading levels in document order, to check the outline never skips a level. */
export function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((el) =>
    Number(el.tagName.slice(1)),
  );
}

/** True when no heading is more than one level deeper than the one before it. */
export function outlineIsLogical(levels: readonly number[]): boolean {
  return levels.every((level, index) => index === 0 || level <= (levels[index - 1] ?? 1) + 1);
}

/**
 * Text matching as a reader sees it: the copy's invisible no-break characters (U+2060, which keep
 * '8–12 weeks' on one line) are ignored. `getByText('8–12 weeks', asRead)`.
 */
export const asRead = {
  normalizer: (text: string) => getDefaultNormalizer()(text.replaceAll('\u2060', '')),
};
