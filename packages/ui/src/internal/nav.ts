/** A navigation link: where it goes and what it says. */
export interface NavLinkItem {
  /** Destination path or URL. */
  href: string;
  /** Visible link text. */
  label: string;
}

function normalize(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * How a link relates to the current path: `'page'` when it is the current page, `'true'` when
 * the current page lives below it (e.g. `/services` while on `/services/design-ux`), else undefined.
 * Values are ready for `aria-current`.
 */
export function currentState(
  href: string,
  currentPath: string | undefined,
): 'page' | 'true' | undefined {
  if (currentPath === undefined || /^[a-z]+:/i.test(href)) return undefined;
  const link = normalize(href);
  const current = normalize(currentPath);
  if (link === current) return 'page';
  if (link !== '/' && link !== '' && current.startsWith(`${link}/`)) return 'true';
  return undefined;
}
