/**
 * Checks over the real build output (apps/site/build/client). Run after `react-router build`
 * (turbo runs the build first; test/global-setup.ts builds when no build exists).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  contactFormAction,
  CONTACT_MESSAGES,
  NOT_SENT_PAGE,
  NOT_SENT_REASONS,
} from '@agency/contact-client';
// eslint-disable-next-line no-restricted-imports -- a check of the build output, never in a browser: how the contact function fills this page
import { renderNotSentPage } from '@agency/supabase/handlers';
import {
  booking,
  company,
  consultation,
  contactOutcomeRoutes,
  mainNavigation,
  publicRoutes,
  resolveSiteUrl,
  sitemapRoutes,
  type SiteRoute,
} from '@agency/content';
import { fontSubset, NEW_TAB_HINT } from '@agency/ui';
import { describe, expect, it } from 'vitest';
import { ogImagePath } from '../app/seo/og-card';
import { prerenderedPages } from '../scripts/built-pages';
import { ISLAND_PAGES, jsBudgetOf, pageJs } from '../scripts/js-budget';
import { findStreamedContent } from '../scripts/streamed-segments';

const CLIENT_DIR = join(import.meta.dirname, '..', 'build', 'client');
const SITE_URL = resolveSiteUrl(process.env.SITE_URL);

function htmlFileOf(path: string): string {
  return path === '/'
    ? join(CLIENT_DIR, 'index.html')
    : join(CLIENT_DIR, path.slice(1), 'index.html');
}

function parse(file: string): Document {
  return new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
}

function meta(doc: Document, attr: 'name' | 'property', key: string): string | null {
  return doc.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content') ?? null;
}

function jsonLdTypes(doc: Document): string[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const type = (JSON.parse(script.textContent ?? '{}') as { '@type'?: string | string[] })[
      '@type'
    ];
    return Array.isArray(type) ? type : type ? [type] : [];
  });
}

const pages = publicRoutes.map((route) => ({ route, file: htmlFileOf(route.path) }));

describe('build output', () => {
  it('exists (run `react-router build` first)', () => {
    expect(existsSync(join(CLIENT_DIR, 'index.html'))).toBe(true);
  });

  it.each(pages.map(({ route, file }) => [route.path, route, file] as const))(
    '%s has its prerendered HTML with complete SEO tags',
    (_path, route: SiteRoute, file: string) => {
      expect(existsSync(file)).toBe(true);
      const doc = parse(file);
      const url = `${SITE_URL}${route.path}`;

      expect(doc.documentElement.getAttribute('lang')).toBe('en');
      expect(doc.title).toBe(route.title);
      const description = meta(doc, 'name', 'description') ?? '';
      expect(description.length).toBeGreaterThanOrEqual(50);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(meta(doc, 'property', 'og:title')).toBe(route.title);
      expect(meta(doc, 'property', 'og:description')).toBe(description);
      expect(meta(doc, 'property', 'og:url')).toBe(url);
      const image = `${SITE_URL}${ogImagePath(route.path)}`;
      expect(meta(doc, 'property', 'og:image')).toBe(image);
      expect(meta(doc, 'name', 'twitter:image')).toBe(image);
      expect(meta(doc, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(doc, 'name', 'robots')).toBeNull();
    },
  );

  it.each(pages.map(({ route, file }) => [route.path, file] as const))(
    '%s points og:image and twitter:image at its own existing 1200×630 PNG',
    (_path, file: string) => {
      const doc = parse(file);
      const url = meta(doc, 'property', 'og:image') ?? '';
      expect(meta(doc, 'name', 'twitter:image')).toBe(url);
      expect(url.startsWith(`${SITE_URL}/og/`)).toBe(true);
      const png = readFileSync(join(CLIENT_DIR, url.slice(SITE_URL.length + 1)));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(1200);
      expect(png.readUInt32BE(20)).toBe(630);
      expect(meta(doc, 'property', 'og:image:width')).toBe('1200');
      expect(meta(doc, 'property', 'og:image:height')).toBe('630');
    },
  );

  it('gives every public route a different Open Graph image', () => {
    const images = pages.map(({ file }) => meta(parse(file), 'property', 'og:image'));
    expect(new Set(images).size).toBe(pages.length);
  });

  it('gives every public route a unique title and description', () => {
    const docs = pages.map(({ file }) => parse(file));
    const titles = docs.map((doc) => doc.title);
    const descriptions = docs.map((doc) => meta(doc, 'name', 'description'));
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it.each(pages.map(({ route, file }) => [route.path, file] as const))(
    '%s has one h1 and the shared layout (nav links, footer facts, skip link)',
    (_path, file: string) => {
      const doc = parse(file);
      const h1s = doc.querySelectorAll('h1');
      expect(h1s).toHaveLength(1);
      expect(h1s[0]?.textContent?.trim()).not.toBe('');
      expect(doc.querySelector('main#main')).not.toBeNull();
      expect(doc.querySelector('a[href="#main"]')).not.toBeNull();
      const nav = doc.querySelector('header nav');
      expect(
        [...(nav?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual(mainNavigation.map((link) => [link.label, link.href]));
      const footer = doc.querySelector('footer')?.textContent ?? '';
      expect(footer).toContain(company.emails.general.address);
      expect(footer).toContain(company.emails.support.address);
      expect(footer).toContain(company.phone.display);
      expect(footer).toContain('Indianapolis, IN 46204');
      expect(footer).toContain('Fort Wayne, IN 46802');
      expect(footer).toContain(`© ${new Date().getFullYear()} ${company.name}`);
    },
  );

  it.each(pages.map(({ route, file }) => [route.path, route, file] as const))(
    '%s carries its JSON-LD',
    (_path, route: SiteRoute, file: string) => {
      const types = jsonLdTypes(parse(file));
      expect(types).toContain('ProfessionalService');
      if (route.path !== '/') expect(types).toContain('BreadcrumbList');
      if (route.kind === 'service') expect(types).toContain('Service');
      if (route.path === '/process' || route.path === '/pricing')
        expect(types).toContain('FAQPage');
    },
  );

  it.each(pages.map(({ route, file }) => [route.path, file] as const))(
    '%s loads only its own scripts, within its JS budget (10 KB, or 70 KB with islands)',
    (path, file: string) => {
      const { gzipBytes, files } = pageJs(CLIENT_DIR, readFileSync(file, 'utf8'));
      expect(files.some((url) => url.includes('entry.client'))).toBe(false);
      expect(files.some((url) => /\/manifest-[^/]*\.js$/.test(url))).toBe(false);
      expect(files.some((url) => url.includes('/islands'))).toBe(ISLAND_PAGES.has(path));
      expect(gzipBytes).toBeLessThanOrEqual(jsBudgetOf(path));
    },
  );

  it.each(pages.map(({ route, file }) => [route.path, file] as const))(
    '%s leaves the connection to its HTML and CSS first: no module or font preloads, one module script',
    (_path, file: string) => {
      const doc = parse(file);
      expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
      expect(doc.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(0);
      expect(doc.querySelectorAll('script[type="module"]')).toHaveLength(1);
      expect(doc.querySelectorAll('script[src]:not([type="module"])')).toHaveLength(0);
    },
  );

  it("holds every page's content in place: no streamed segment a script must reveal", async () => {
    const files = await prerenderedPages(CLIENT_DIR);
    expect(files.length).toBeGreaterThan(pages.length);
    for (const file of files)
      expect([file, findStreamedContent(readFileSync(file, 'utf8'))]).toEqual([file, []]);
  });

  it.each(['/', '/contact'])(
    '%s has the whole contact form, posting to the contact function',
    (path) => {
      const doc = parse(htmlFileOf(path));
      const form = doc.querySelector('form[data-contact-form]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe(contactFormAction(process.env));
      for (const name of ['name', 'email', 'message']) {
        expect(form?.querySelector(`[name="${name}"]`)?.hasAttribute('required')).toBe(true);
      }
      expect(form?.querySelector('button[type="submit"]')?.textContent).toContain('Send Message');
    },
  );

  it('prerenders the contact outcome pages: noindex, out of the sitemap, with the success text and every not-sent reason', () => {
    const xml = readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    for (const route of contactOutcomeRoutes) {
      const doc = parse(htmlFileOf(route.path));
      expect(doc.title).toBe(route.title);
      expect(meta(doc, 'name', 'robots')).toMatch(/noindex/);
      expect(xml).not.toContain(`${route.path}<`);
    }
    const sent = parse(htmlFileOf('/contact/sent'));
    expect(sent.querySelector('main')?.textContent).toContain(CONTACT_MESSAGES.success);
    const notSent = parse(htmlFileOf('/contact/not-sent'));
    for (const [id, text] of Object.entries(NOT_SENT_REASONS)) {
      expect(notSent.getElementById(id)?.textContent).toBe(text);
    }
    expect(notSent.querySelector('main a[href="/contact"]')).not.toBeNull();
    // The form the function shows again stays out of the static page: its fields would be empty.
    expect(notSent.querySelector('main form')).toBeNull();
  });

  it('gives the contact function a "not sent" page it can fill in: every reason, the typed text, each error under its field', () => {
    const template = readFileSync(htmlFileOf('/contact/not-sent'), 'utf8');
    const typed = { name: 'A', email: '<b>ada@example</b>', message: 'Too "short"' };
    const html = renderNotSentPage(template, {
      values: typed,
      failure: {
        ok: false,
        reason: 'name-too-short',
        fieldReasons: {
          name: 'name-too-short',
          email: 'email-invalid',
          message: 'message-too-short',
        },
      },
      siteOrigin: '',
    });
    expect(html).not.toBeNull();
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    const list = doc.querySelector(`[${NOT_SENT_PAGE.reasonsAttribute}]`);
    expect(list?.getAttribute(NOT_SENT_PAGE.reasonsAttribute)).toBe(
      'name-too-short email-invalid message-too-short',
    );
    const form = doc.querySelector<HTMLFormElement>(`main form#${NOT_SENT_PAGE.formId}`);
    expect(form?.getAttribute('action')).toBe(contactFormAction());
    for (const [field, reason] of [
      ['name', 'name-too-short'],
      ['email', 'email-invalid'],
      ['message', 'message-too-short'],
    ] as const) {
      const control = form?.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `[name="${field}"]`,
      );
      expect(control?.value).toBe(typed[field]);
      expect(control?.getAttribute('aria-invalid')).toBe('true');
      const error = doc.getElementById(control?.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe(NOT_SENT_REASONS[reason]);
      // Right under its control, as TextField puts it.
      expect(control?.nextElementSibling).toBe(error);
    }
    expect(doc.querySelector(`[${NOT_SENT_PAGE.backAttribute}]`)?.hasAttribute('hidden')).toBe(
      true,
    );
    expect(doc.querySelectorAll('script, template, link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('says in the SPA fallback (/admin) that it needs JavaScript, for browsers without it', () => {
    const html = readFileSync(join(CLIENT_DIR, '__spa-fallback.html'), 'utf8');
    expect(html).toMatch(
      /<noscript[^>]*><p>The Admin area needs JavaScript\.[^<]*<\/p><\/noscript><\/body>/,
    );
  });

  it('keeps the module preloads of the client-rendered SPA fallback', () => {
    const doc = parse(join(CLIENT_DIR, '__spa-fallback.html'));
    expect(doc.querySelectorAll('link[rel="modulepreload"]').length).toBeGreaterThan(0);
  });

  it('writes sitemap.xml with every sitemap route as an absolute URL and without /admin', () => {
    const xml = readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(sitemapRoutes.map((route) => `${SITE_URL}${route.path}`));
    for (const { route } of pages) expect(locs).toContain(`${SITE_URL}${route.path}`);
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/404');
  });

  it('writes robots.txt that disallows /admin and names the sitemap', () => {
    const robots = readFileSync(join(CLIENT_DIR, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/User-agent: \*/);
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('writes the 404 page as 404.html: Page Not Found, noindex, its links, inside the layout', () => {
    const file = join(CLIENT_DIR, '404.html');
    expect(existsSync(file)).toBe(true);
    expect(existsSync(join(CLIENT_DIR, '404', 'index.html'))).toBe(false);
    const doc = parse(file);
    expect(doc.querySelector('h1')?.textContent).toBe('Page Not Found');
    expect(doc.body.textContent).toContain(
      "The page you're looking for doesn't exist or has been moved.",
    );
    expect(meta(doc, 'name', 'robots')).toMatch(/noindex/);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    const hrefs = [...doc.querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    for (const href of ['/', '/services', '/pricing', '/about', '/contact'])
      expect(hrefs).toContain(href);
    expect(doc.querySelector('footer')?.textContent).toContain(company.emails.general.address);
  });

  it('draws the studio’s lens on the 404 page, as a decorative picture of built files', () => {
    const doc = parse(join(CLIENT_DIR, '404.html'));
    const picture = doc.querySelector('main picture');
    const image = picture?.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toMatch(/^\/assets\/lens-[\w-]{8}\.webp$/);
    expect(existsSync(join(CLIENT_DIR, image!.getAttribute('src')!))).toBe(true);
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /^\/assets\/lens-[\w-]{8}\.avif 480w/,
    );
  });

  it('does not prerender /admin; the SPA fallback serves it, noindex', () => {
    expect(existsSync(join(CLIENT_DIR, 'admin', 'index.html'))).toBe(false);
    const fallback = join(CLIENT_DIR, '__spa-fallback.html');
    expect(existsSync(fallback)).toBe(true);
    expect(meta(parse(fallback), 'name', 'robots')).toMatch(/noindex/);
  });

  it('says so on every link that opens a new tab: the hint inside the link, rel="noopener noreferrer"', () => {
    const files = [...pages.map(({ file }) => file), join(CLIENT_DIR, '404.html')];
    const newTabLinks = files.flatMap((file) =>
      [...parse(file).querySelectorAll('a[target="_blank"]')].map((link) => ({ file, link })),
    );
    expect(newTabLinks.length).toBeGreaterThan(0);
    for (const { file, link } of newTabLinks) {
      const text = (link.textContent ?? '').replace(/\s+/g, ' ').trim();
      expect(text.endsWith(` ${NEW_TAB_HINT}`) && text.length > NEW_TAB_HINT.length + 1, file).toBe(
        true,
      );
      expect(link.getAttribute('rel'), file).toBe('noopener noreferrer');
    }
  });

  it('keeps every booking link and explains the free call once, on the booking card of /contact', () => {
    const bookingLinks = pages.map(({ route, file }) => ({
      path: route.path,
      links: parse(file).querySelectorAll(`a[href="${booking.href}"]`).length,
      explained: readFileSync(file, 'utf8').split(consultation.note).length - 1,
    }));
    expect(bookingLinks.filter(({ links }) => links > 0).map(({ path }) => path)).toHaveLength(9);
    expect(bookingLinks.reduce((sum, { links }) => sum + links, 0)).toBe(15);
    expect(bookingLinks.filter(({ explained }) => explained > 0)).toEqual([
      { path: '/contact', links: 1, explained: 1 },
    ]);
  });

  it('ships the OG image, the favicons and the static-host config', () => {
    const png = readFileSync(join(CLIENT_DIR, 'og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(existsSync(join(CLIENT_DIR, 'favicon.svg'))).toBe(true);
    // favicon.ico: an ICO (reserved 0, type 1) of 3 PNG images; the touch icon: a 180×180 PNG, linked from every page.
    const ico = readFileSync(join(CLIENT_DIR, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect(
      ico.subarray(ico.readUInt32LE(6 + 12) + 1, ico.readUInt32LE(6 + 12) + 4).toString(),
    ).toBe('PNG');
    const touch = readFileSync(join(CLIENT_DIR, 'apple-touch-icon.png'));
    expect([touch.readUInt32BE(16), touch.readUInt32BE(20)]).toEqual([180, 180]);
    for (const { file } of pages) {
      const icons = [
        ...parse(file).querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]'),
      ];
      expect(
        icons.map((link) => [link.getAttribute('rel'), link.getAttribute('href')]),
        file,
      ).toEqual([
        ['icon', '/favicon.svg'],
        ['apple-touch-icon', '/apple-touch-icon.png'],
      ]);
    }
    expect(readFileSync(join(CLIENT_DIR, '_redirects'), 'utf8')).toMatch(
      /\/\*\s+\/404\.html\s+404/,
    );
    expect(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('finds both fonts through the stylesheet: each @font-face file is in the build', () => {
    const css = readdirSync(join(CLIENT_DIR, 'assets'))
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(CLIENT_DIR, 'assets', name), 'utf8'))
      .join('\n');
    const fonts = [
      ...new Set([...css.matchAll(/url\(["']?(\/assets\/[^"')]+\.woff2)/g)].map((m) => m[1])),
    ];
    expect(fonts.some((href) => href!.includes('/inter-'))).toBe(true);
    expect(fonts.some((href) => href!.includes('/space-grotesk-'))).toBe(true);
    for (const href of fonts) expect(existsSync(join(CLIENT_DIR, href!))).toBe(true);
  });

  it('draws every character of every built page with the fonts: each is in the subset the fonts keep', () => {
    const kept = new Set(fontSubset.text);
    const missing = new Map<string, string>();
    for (const file of [...pages.map((page) => page.file), join(CLIENT_DIR, '404.html')]) {
      const body = parse(file).body;
      for (const element of body.querySelectorAll('script, style, template')) element.remove();
      for (const char of (body.textContent ?? '').replace(/\s/g, ''))
        if (!kept.has(char)) missing.set(char, file);
    }
    expect(
      [...missing].map(
        ([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`,
      ),
    ).toEqual([]);
  });
});
