/**
 * The contact form posted by a browser without JavaScript (`application/x-www-form-urlencoded`): the fields become the
 * JSON body the form would have sent, the JSON handler runs unchanged (validation, limits, honeypot, storage), and its
 * answer becomes a `303 See Other` to the site's "sent" or "not sent" page. Only for a browser's post from an allowed
 * `Origin`; anything else goes to the JSON handler as it is (a urlencoded request without an Origin gets its 415).
 */
import { DEFAULT_SOURCE, HONEYPOT_FIELD } from './contact-payload.ts';
import { isOriginAllowed, type AllowedOrigins } from './cors.ts';
import { formOutcomeLocation, notSentReason, type NotSentReason } from './form-post-outcome.ts';
import { MAX_BODY_BYTES, MAX_LENGTHS } from './limits.ts';
import { readBodyWithLimit } from './read-body.ts';
import { CONTACT_FIELDS } from './validation.ts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

type Handler<C> = (request: Request, context?: C) => Promise<Response>;

const FORM_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD]);

function isFormContentType(value: string | null): boolean {
  return value?.split(';', 1)[0]?.trim().toLowerCase() === FORM_CONTENT_TYPE;
}

/** The user agent for the stored row, cut to the column's cap on a character boundary. */
function userAgentOf(headers: Headers): string | null {
  const value = headers.get('user-agent');
  return value === null ? null : [...value].slice(0, MAX_LENGTHS.userAgent).join('');
}

/**
 * The JSON body for a urlencoded form body. A key sent twice, or one the form does not have, is kept as an unexpected
 * field, so the JSON handler rejects it like any other.
 */
export function formBodyToJson(text: string, headers: Headers): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key in body || !FORM_KEYS.has(key)) body[`unexpected:${key}`] = value;
    else body[key] = value;
  }
  const userAgent = userAgentOf(headers);
  return {
    ...body,
    userAgent,
    ipAddress: null,
    metadata: { ...(userAgent === null ? {} : { user_agent: userAgent }), source: DEFAULT_SOURCE },
  };
}

export function seeOther(siteOrigin: string, reason: NotSentReason | null): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: formOutcomeLocation(siteOrigin, reason),
      'Cache-Control': 'no-store',
      Vary: 'Origin',
    },
  });
}

async function reasonOf(response: Response): Promise<NotSentReason | null> {
  let body: { success?: unknown; error?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // An answer without a JSON body is a failure like any other.
  }
  if (response.ok && body.success === true) return null;
  return notSentReason(response.status, typeof body.error === 'string' ? body.error : undefined);
}

/**
 * Where the redirect points: the post's own `Origin` when the configuration names it, else a path on the host that
 * served the form. With every origin allowed (`*`) the `Origin` header is whatever the poster says, and a redirect to
 * it would send a visitor anywhere.
 */
function redirectOrigin(origin: string, allowedOrigins: AllowedOrigins): string {
  return allowedOrigins !== '*' && allowedOrigins.includes(origin) ? origin : '';
}

/** Wraps the JSON contact handler so that it also takes the form posted without JavaScript. */
export function acceptFormPosts<C>(handle: Handler<C>, allowedOrigins: AllowedOrigins): Handler<C> {
  return async (request, context) => {
    const origin = request.headers.get('origin');
    if (
      request.method !== 'POST' ||
      !isFormContentType(request.headers.get('content-type')) ||
      origin === null ||
      origin === 'null' ||
      !isOriginAllowed(origin, allowedOrigins)
    ) {
      return handle(request, context);
    }
    const site = redirectOrigin(origin, allowedOrigins);

    if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
      return seeOther(site, 'unexpected');
    const text = await readBodyWithLimit(request, MAX_BODY_BYTES);
    if (text.kind !== 'text') return seeOther(site, 'unexpected');

    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const jsonRequest = new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify(formBodyToJson(text.text, request.headers)),
    });
    return seeOther(site, await reasonOf(await handle(jsonRequest, context)));
  };
}
