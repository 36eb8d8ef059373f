// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { OG_IMAGE, routeMeta } from './meta';
import { SITE_URL } from './site-url';

function content(tags: MetaDescriptor[], key: 'name' | 'property', value: string) {
  const tag = tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    { content?: string } | undefined;
  return tag?.content;
}

function canonical(tags: MetaDescriptor[]) {
  const link = tags.find(
    (t) => 'tagName' in t && t.tagName === 'link' && (t as { rel?: string }).rel === 'canonical',
  ) as { href?: string } | undefined;
  return link?.href;
}

describe('routeMeta', () => {
  it('builds title, description, canonical, Open Graph and Twitter tags from the manifest', () => {
    const tags = routeMeta('/pricing');
    expect(tags).toContainEqual({ title: 'Pricing | Lumen Forge' });
    const description = content(tags, 'name', 'description');
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(canonical(tags)).toBe(`${SITE_URL}/pricing`);
    expect(content(tags, 'property', 'og:url')).toBe(`${SITE_URL}/pricing`);
    expect(content(tags, 'property', 'og:title')).toBe('Pricing | Lumen Forge');
    expect(content(tags, 'property', 'og:description')).toBe(description);
    expect(content(tags, 'property', 'og:type')).toBe('website');
    expect(content(tags, 'property', 'og:site_name')).toBe('Lumen Forge');
    expect(content(tags, 'property', 'og:image')).toBe(`${SITE_URL}/og/pricing.png`);
    expect(content(tags, 'property', 'og:image:width')).toBe('1200');
    expect(content(tags, 'property', 'og:image:height')).toBe('630');
    expect(content(tags, 'property', 'og:image:alt')).toBe(
      'Lumen Forge, Pricing: Transparent Pricing',
    );
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:image')).toBe(`${SITE_URL}/og/pricing.png`);
    expect(content(tags, 'name', 'robots')).toBeUndefined();
  });

  it('gives each public route its own card and the 404 page the site-wide one', () => {
    expect(content(routeMeta('/'), 'property', 'og:image')).toBe(`${SITE_URL}/og/home.png`);
    expect(content(routeMeta('/services/design-ux'), 'name', 'twitter:image')).toBe(
      `${SITE_URL}/og/services/design-ux.png`,
    );
    expect(content(routeMeta('/services/design-ux'), 'property', 'og:image:alt')).toBe(
      'Lumen Forge, Services: Design & User Experience',
    );
    expect(content(routeMeta('/no-such-page'), 'property', 'og:image')).toBe(
      `${SITE_URL}${OG_IMAGE.path}`,
    );
  });

  it("keeps meta text free of the copy's invisible no-break characters", () => {
    for (const path of ['/', '/pricing', '/contact', '/process']) {
      expect(JSON.stringify(routeMeta(path))).not.toContain('\u2060');
    }
  });

  it('uses the site root for home and ignores a trailing slash', () => {
    expect(canonical(routeMeta('/'))).toBe(`${SITE_URL}/`);
    expect(canonical(routeMeta('/about/'))).toBe(`${SITE_URL}/about`);
  });

  it('marks /admin noindex', () => {
    expect(content(routeMeta('/admin'), 'name', 'robots')).toMatch(/noindex/);
  });

  it('gives unknown paths the 404 entry: noindex, no canonical, no og:url', () => {
    const tags = routeMeta('/no-such-page');
    expect(tags).toContainEqual({ title: 'Page Not Found | Lumen Forge' });
    expect(content(tags, 'name', 'robots')).toMatch(/noindex/);
    expect(canonical(tags)).toBeUndefined();
    expect(content(tags, 'property', 'og:url')).toBeUndefined();
  });

  it('applies overrides', () => {
    const tags = routeMeta('/services/design-ux', {
      title: 'Custom',
      image: '/custom.png',
      type: 'article',
    });
    expect(tags).toContainEqual({ title: 'Custom' });
    expect(content(tags, 'property', 'og:title')).toBe('Custom');
    expect(content(tags, 'property', 'og:image')).toBe(`${SITE_URL}/custom.png`);
    expect(content(tags, 'property', 'og:type')).toBe('article');
    expect(content(tags, 'property', 'og:image:width')).toBeUndefined();
  });
});
