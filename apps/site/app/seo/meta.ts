/**
 * Per-route SEO tags from the route manifest in @agency/content. Loader-only (it pulls the manifest in): how route
 * modules use it is in apps/site/README.md, "Conventions for page modules".
 */
import { absoluteUrl, company, notFoundRoute, plainText, resolveRoute } from '@agency/content';
import type { MetaDescriptor } from 'react-router';
import { DEFAULT_OG_IMAGE_PATH, OG_IMAGE_SIZE, ogCard, ogImageAlt, ogImagePath } from './og-card';
import { SITE_URL } from './site-url';

/**
 * The site-wide Open Graph image (the home card, drawn by scripts/og-images.ts), used where a page
 * has no card of its own; every public route has its own (`ogImagePath`).
 */
export const OG_IMAGE = {
  path: DEFAULT_OG_IMAGE_PATH,
  ...OG_IMAGE_SIZE,
  type: 'image/png',
  alt: ogImageAlt(ogCard(notFoundRoute)),
} as const;

export interface MetaOverrides {
  /** Document title; default: the manifest title. */
  readonly title?: string;
  /** Meta description (50–160 characters); default: the manifest description. */
  readonly description?: string;
  /** Image path on this site or absolute URL; default: the route's own card (OG_IMAGE for the 404 page and /admin). */
  readonly image?: string;
  readonly imageAlt?: string;
  /** og:type; default 'website'. */
  readonly type?: 'website' | 'article';
  /** Force noindex; default: the manifest's `noindex`. */
  readonly noindex?: boolean;
}

function toAbsolute(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : absoluteUrl(pathOrUrl, SITE_URL);
}

/**
 * Title, description, canonical, Open Graph, Twitter card and robots tags of a path, from the route
 * manifest. Unknown paths (and '*') get the 404 entry: noindex and no canonical.
 * Call it in a route `loader` and return it as `meta` (see the module comment).
 */
export function routeMeta(path: string, overrides: MetaOverrides = {}): MetaDescriptor[] {
  const route = resolveRoute(path);
  const isNotFound = route.kind === 'not-found';
  // Meta tags are plain text: no invisible line-break controls.
  const title = plainText(overrides.title ?? route.title);
  const description = plainText(overrides.description ?? route.description);
  const noindex = overrides.noindex ?? route.noindex;
  const url = isNotFound ? undefined : absoluteUrl(route.path, SITE_URL);
  const ownCard = route.prerender;
  const image = toAbsolute(overrides.image ?? (ownCard ? ogImagePath(route.path) : OG_IMAGE.path));
  const imageAlt = overrides.imageAlt ?? (ownCard ? ogImageAlt(ogCard(route)) : OG_IMAGE.alt);
  const usesDefaultImage = overrides.image === undefined;

  const tags: MetaDescriptor[] = [{ title }, { name: 'description', content: description }];
  if (noindex) tags.push({ name: 'robots', content: 'noindex, nofollow' });
  if (url) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  tags.push(
    { property: 'og:site_name', content: company.name },
    { property: 'og:type', content: overrides.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
  );
  if (url) tags.push({ property: 'og:url', content: url });
  tags.push({ property: 'og:image', content: image });
  if (usesDefaultImage) {
    tags.push(
      { property: 'og:image:type', content: OG_IMAGE.type },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
    );
  }
  tags.push(
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  );
  return tags;
}
