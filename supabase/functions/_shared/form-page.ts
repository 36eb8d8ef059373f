/**
 * The answer to a failed form post (the contact form sent without JavaScript): the site's own prerendered "not sent"
 * page, filled in. Every problem is listed, the form is there again with what the visitor typed and each field's
 * error under it, and it posts to this function again. The page is the site's build output (same stylesheet, header
 * and footer), fetched from the site or read from the build folder by the host; the function only edits the parts
 * that the page marks (NOT_SENT_PAGE), and escapes everything it writes. Without a usable page the form post gets the
 * redirect to the static page instead (contact-handler.ts). Knows nothing of Deno or Node.
 */
import { escapeHtml } from './notification-email.ts';
import {
  FORM_OUTCOME_PATHS,
  NOT_SENT_PAGE,
  NOT_SENT_REASONS,
  type ContactFailure,
  type NotSentReason,
  notSentFragment,
} from './outcome.ts';
import { CONTACT_FIELDS, type ContactField } from './validation.ts';

/**
 * The prerendered "not sent" page of the site at `siteOrigin` (an allowed origin; '' for the site this host serves
 * itself), or null when there is none to use.
 */
export type NotSentTemplate = (siteOrigin: string) => Promise<string | null>;

export interface NotSentPageContent {
  /** What the visitor typed, as posted (the honeypot is never written back). */
  values: Partial<Record<ContactField, string>>;
  failure: ContactFailure;
  /** The site the form came from ('' when this host serves the site: the page's paths are then its own). */
  siteOrigin: string;
}

/** The reasons the page lists: every field's, or the one reason of a failure that is not about a field. */
export function notSentReasons(failure: ContactFailure): NotSentReason[] {
  const fields = failure.fieldReasons ?? {};
  const reasons = CONTACT_FIELDS.flatMap((field) => fields[field] ?? []);
  return reasons.length > 0 ? reasons : [notSentFragment(failure.reason)];
}

/** `<template ATTRIBUTE="">…</template>`: the whole element and its content (no template nests in these). */
function templateElement(html: string, attribute: string) {
  const match = new RegExp(`<template ${attribute}="">([\\s\\S]*?)</template>`).exec(html);
  return match ? { element: match[0], content: match[1] ?? '' } : null;
}

/** Adds `attributes` to the start tag `tag` (`<input … />` or `<textarea …>`). */
function withAttributes(tag: string, attributes: string): string {
  return tag.replace(/\s*\/?>$/, (end) => ` ${attributes}${end}`);
}

/** The form of the template with the typed values, the field errors and, for another origin, the site field. */
function fillForm(form: string, content: NotSentPageContent, fieldError: string): string | null {
  const fieldReasons = content.failure.fieldReasons ?? {};
  let html = form;
  for (const field of CONTACT_FIELDS) {
    const element = field === 'message' ? 'textarea' : 'input';
    const tag = new RegExp(`<${element}\\b[^>]*\\bname="${field}"[^>]*>`).exec(html);
    const id = tag ? /\bid="([^"]+)"/.exec(tag[0])?.[1] : undefined;
    if (!tag || id === undefined) return null;
    const reason = fieldReasons[field];
    const errorId = `${id}-error`;
    let start = reason
      ? withAttributes(tag[0], `aria-invalid="true" aria-describedby="${escapeHtml(errorId)}"`)
      : tag[0];
    const value = escapeHtml(content.values[field] ?? '');
    const error = reason
      ? fieldError
          .replace(NOT_SENT_PAGE.fieldErrorId, () => escapeHtml(errorId))
          .replace(NOT_SENT_PAGE.fieldErrorText, () => escapeHtml(NOT_SENT_REASONS[reason]))
      : '';
    let end = tag.index + tag[0].length;
    if (element === 'textarea') {
      if (!html.startsWith('</textarea>', end)) return null;
      end += '</textarea>'.length;
      // The parser drops one line break right after <textarea>: this one, so a typed first line break stays.
      start = `${start}\n${value}</textarea>`;
    } else {
      // Replaced by a function: a typed `$&` is text, not a replacement pattern.
      if (/\bvalue=/.test(start))
        start = start.replace(/\bvalue="[^"]*"/, () => `value="${value}"`);
      else start = withAttributes(start, `value="${value}"`);
    }
    html = html.slice(0, tag.index) + start + error + html.slice(end);
  }
  if (content.siteOrigin === '') return html;
  const hidden = `<input type="hidden" name="${NOT_SENT_PAGE.siteOriginField}" value="${escapeHtml(content.siteOrigin)}"/>`;
  const formStart = /<form\b[^>]*>/.exec(html);
  if (!formStart) return null;
  const at = formStart.index + formStart[0].length;
  return html.slice(0, at) + hidden + html.slice(at);
}

/**
 * The page for a failed form post, or null when the template lacks a part it needs. Scripts go (the page is complete
 * without them, and its CSP allows none); for a site on another origin a `<base>` points its paths there.
 */
export function renderNotSentPage(template: string, content: NotSentPageContent): string | null {
  const form = templateElement(template, NOT_SENT_PAGE.formAttribute);
  const fieldError = templateElement(template, NOT_SENT_PAGE.fieldErrorAttribute);
  const reasons = `${NOT_SENT_PAGE.reasonsAttribute}=""`;
  const back = `${NOT_SENT_PAGE.backAttribute}=""`;
  if (!form || !fieldError || !template.includes(reasons) || !template.includes(back)) return null;
  const filled = fillForm(form.content, content, fieldError.content);
  if (filled === null) return null;

  let html = template
    .replace(fieldError.element, '')
    .replace(form.element, () => filled)
    .replace(
      reasons,
      () => `${NOT_SENT_PAGE.reasonsAttribute}="${notSentReasons(content.failure).join(' ')}"`,
    )
    .replace(back, `${back} hidden=""`)
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
  if (content.siteOrigin !== '')
    html = html.replace(/<head>/i, () => `<head><base href="${escapeHtml(content.siteOrigin)}/"/>`);
  return html;
}

/**
 * The page's CSP: no script at all; styles, fonts and images only from the site (its origin, or this one when the host
 * serves the site); the form posts here and lands on the site.
 */
export function notSentPageCsp(siteOrigin: string): string {
  const site = siteOrigin === '' ? "'self'" : siteOrigin;
  const formAction = siteOrigin === '' ? "'self'" : `'self' ${siteOrigin}`;
  return [
    "default-src 'none'",
    `style-src ${site}`,
    // Prerendered React markup carries style attributes, as on the site (static-host's CSP).
    "style-src-attr 'unsafe-inline'",
    `font-src ${site}`,
    `img-src ${site} data:`,
    `manifest-src ${site}`,
    `form-action ${formAction}`,
    `base-uri ${site}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The status of the page: 422 for the fields, 429 for the limit, 400 for a request the form cannot make; a failure
 * of ours is 200, since a 5xx may reach the visitor as a proxy's error page instead of this one, and the page says
 * what happened.
 */
function pageStatus(failure: ContactFailure): number {
  if (failure.fieldReasons !== undefined) return 422;
  if (failure.reason === 'rate-limited') return 429;
  if (failure.reason === 'failed') return 200;
  return 400;
}

export function notSentPageAnswer(html: string, content: NotSentPageContent): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': notSentPageCsp(content.siteOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    Vary: 'Origin',
  };
  if (content.failure.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(content.failure.retryAfterSeconds);
  return new Response(html, { status: pageStatus(content.failure), headers });
}

/** A page bigger than this is not the prerendered "not sent" page. */
const MAX_TEMPLATE_BYTES = 512 * 1024;

export interface SiteTemplateOptions {
  fetch: typeof fetch;
  /** How long a fetched page is used (a new deploy of the site shows after at most this long). */
  ttlMs?: number;
  /** How long to wait before asking again after the site did not answer with the page. */
  failureTtlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * The hosted function's template: `<site>/contact/not-sent` fetched from the site (only ever an allowed origin), kept
 * for a while. A site that does not answer in time, or not with the page, gives null for a shorter while.
 */
export function siteNotSentTemplate({
  fetch: fetchPage,
  ttlMs = 5 * 60_000,
  failureTtlMs = 30_000,
  timeoutMs = 3000,
  now = Date.now,
}: SiteTemplateOptions): NotSentTemplate {
  const cache = new Map<string, { page: Promise<string | null>; until: number }>();
  const load = async (siteOrigin: string): Promise<string | null> => {
    try {
      const response = await fetchPage(`${siteOrigin}${FORM_OUTCOME_PATHS.notSent}`, {
        headers: { Accept: 'text/html' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const type = response.headers.get('content-type') ?? '';
      const length = Number(response.headers.get('content-length') ?? '0');
      if (!response.ok || !type.startsWith('text/html') || length > MAX_TEMPLATE_BYTES) {
        await response.body?.cancel();
        return null;
      }
      const page = await response.text();
      return page.length <= MAX_TEMPLATE_BYTES && page.includes(NOT_SENT_PAGE.formAttribute)
        ? page
        : null;
    } catch {
      return null;
    }
  };
  return async (siteOrigin) => {
    if (siteOrigin === '') return null;
    const cached = cache.get(siteOrigin);
    if (cached && cached.until > now()) return cached.page;
    const page = load(siteOrigin);
    cache.set(siteOrigin, { page, until: now() + ttlMs });
    const loaded = await page;
    if (loaded === null) cache.set(siteOrigin, { page, until: now() + failureTtlMs });
    return loaded;
  };
}
