/**
 * The send-contact-email function's steps, as Hono middleware that the function's app chains
 * (functions/send-contact-email/app.ts). Knows nothing of Deno or Node; the hosts inject storage, rate limiting,
 * e-mail and configuration. Each step checks one thing that is HTTP (headers, origin, method, media type, body size);
 * the last hands the body to `submitContact` (submit-contact.ts) and presents its outcome: as the spec's JSON answer,
 * or, for the form posted without JavaScript, as a `303 See Other` to the site's outcome page.
 */
import type { Context, MiddlewareHandler } from 'hono';
import {
  clientAddressFromHeaders,
  DEFAULT_CLIENT_ADDRESS_TRUST,
  parseClientAddress,
  type ClientAddress,
  type ClientAddressTrust,
} from './client-identity.ts';
import { corsHeaders, isOriginAllowed, type AllowedOrigins } from './cors.ts';
import { notSentPageAnswer, renderNotSentPage, type NotSentTemplate } from './form-page.ts';
import { API_HEADERS, JSON_CONTENT_TYPE, limitBody } from './http.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  MAX_LENGTHS,
} from './limits.ts';
import {
  failureText,
  formOutcomeLocation,
  NOT_SENT_PAGE,
  notSentFragment,
  type ContactFailure,
  type ContactFailureReason,
  type ContactOutcome,
} from './outcome.ts';
import { readBodyWithLimit } from './read-body.ts';
import { submitContact, type SubmitContactDeps } from './submit-contact.ts';
import { silentLogger, type Logger } from './types.ts';
import { CONTACT_FIELDS, DEFAULT_SOURCE, HONEYPOT_FIELD, type ContactField } from './validation.ts';

export interface ContactHandlerDeps extends Omit<SubmitContactDeps, 'logger'> {
  allowedOrigins?: AllowedOrigins;
  /** The one header the platform sets for the client address (client-identity.ts); unused when the host passes one. */
  clientAddressTrust?: ClientAddressTrust;
  logger?: Logger;
  /**
   * The site's "not sent" page, for answering a failed form post with it filled in (form-page.ts); without it, or
   * when it gives null, the form post is redirected to the static page.
   */
  notSentPage?: NotSentTemplate;
  /**
   * The origin this function is served from, when that is not the site's (the project URL): the page above posts
   * from there, and its form names the site it came from (NOT_SENT_PAGE.siteOriginField).
   */
  functionOrigin?: string | null;
}

/** What a host may tell the function's app about a request (Hono context variables). */
export interface FunctionEnv {
  Variables: {
    /** The host's idea of the client address (the local host's socket or proxy entry); else `clientAddressTrust`. */
    clientAddress?: string | null;
  };
}

type Step = MiddlewareHandler<FunctionEnv>;

export { JSON_CONTENT_TYPE };
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The HTTP status of a failure of the JSON answer; every other reason is a 400. */
const STATUS: Partial<Record<ContactFailureReason, number>> = {
  'headers-too-large': 431,
  'origin-not-allowed': 403,
  'method-not-allowed': 405,
  'unsupported-media-type': 415,
  'payload-too-large': 413,
  'rate-limited': 429,
  failed: 500,
};

const fail = (reason: ContactFailureReason): ContactFailure => ({ ok: false, reason });

function headerBytes(headers: Headers): number {
  let total = 0;
  headers.forEach((value, name) => {
    // The handler never reads cookies; on the same-origin local host the browser sends every cookie of the host.
    if (name !== 'cookie') total += name.length + value.length + 4;
  });
  return total;
}

function mediaTypeOf(headers: Headers): string | undefined {
  return headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase();
}

/** The form's `Idempotency-Key`: absent (null), well-formed (the key) or malformed (false). */
function readIdempotencyKey(headers: Headers): string | null | false {
  const key = headers.get('idempotency-key');
  if (key === null) return null;
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : false;
}

/** The body as text within MAX_BODY_BYTES, or why not. */
async function readBody(request: Request): Promise<{ ok: true; text: string } | ContactFailure> {
  const body = await readBodyWithLimit(request, MAX_BODY_BYTES);
  if (body.kind === 'too-large') return fail('payload-too-large');
  if (body.kind === 'invalid') return fail('invalid-json');
  if (body.kind === 'aborted') return fail('body-incomplete');
  return { ok: true, text: body.text };
}

/** The user agent for the stored row, cut to the column's cap on a character boundary. */
function userAgentOf(headers: Headers): string | null {
  const value = headers.get('user-agent');
  return value === null ? null : [...value].slice(0, MAX_LENGTHS.userAgent).join('');
}

const FORM_KEYS = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD]);
/** Form keys that are not part of the submission. */
const FORM_CONTEXT_KEYS = new Set<string>([NOT_SENT_PAGE.siteOriginField]);

/**
 * The JSON body for a urlencoded form body. A key sent twice, or one the form does not have, is kept as an unexpected
 * field, so the payload rules reject it like any other.
 */
export function formBodyToJson(text: string, headers: Headers): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (FORM_CONTEXT_KEYS.has(key)) continue;
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

/** The JSON presenter: the spec's `{ success, error }` with the exact text, and the machine `code` beside it. */
export function jsonAnswer(outcome: ContactOutcome, cors: Record<string, string> = {}): Response {
  const headers: Record<string, string> = {
    ...cors,
    'Content-Type': JSON_CONTENT_TYPE,
    ...API_HEADERS,
  };
  if (outcome.ok) return new Response(JSON.stringify({ success: true }), { status: 200, headers });
  if (outcome.reason === 'method-not-allowed') headers.Allow = 'POST, OPTIONS';
  if (outcome.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(outcome.retryAfterSeconds);
  const body = { success: false, error: failureText(outcome), code: outcome.reason };
  return new Response(JSON.stringify(body), { status: STATUS[outcome.reason] ?? 400, headers });
}

/** The form-post presenter: `303 See Other` to the site's "sent" page, or to "not sent" with the reason. */
export function formAnswer(outcome: ContactOutcome, siteOrigin: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      Location: formOutcomeLocation(
        siteOrigin,
        outcome.ok ? null : notSentFragment(outcome.reason),
      ),
      'Cache-Control': 'no-store',
      Vary: 'Origin',
    },
  });
}

/** What the visitor typed into the three fields, as posted (first of each). */
function typedValues(text: string): Partial<Record<ContactField, string>> {
  const params = new URLSearchParams(text);
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = params.get(field);
    if (value !== null) values[field] = value;
  }
  return values;
}

/**
 * A browser's form posted without JavaScript from an allowed page, or from the "not sent" page this function served
 * (`functionOrigin`); a urlencoded post without an Origin gets its 415.
 */
function isFormPost(
  request: Request,
  allowedOrigins: AllowedOrigins,
  functionOrigin: string | null,
): boolean {
  const origin = request.headers.get('origin');
  return (
    request.method === 'POST' &&
    mediaTypeOf(request.headers) === FORM_CONTENT_TYPE &&
    origin !== null &&
    origin !== 'null' &&
    (isOriginAllowed(origin, allowedOrigins) || origin === functionOrigin)
  );
}

/**
 * The site a form post came from, for its redirect and its page: its own `Origin` when the configuration names it
 * (from the page this function served, the site that page names, if the configuration names it), else '' (a path on
 * the host that served the form). With every origin allowed (`*`) the `Origin` header is whatever the poster says,
 * and a redirect to it would send a visitor anywhere.
 */
function siteOriginOf(
  request: Request,
  allowedOrigins: AllowedOrigins,
  functionOrigin: string | null,
  named: string | null,
): string {
  if (allowedOrigins === '*') return '';
  const origin = request.headers.get('origin') ?? '';
  if (allowedOrigins.includes(origin)) return origin;
  return origin === functionOrigin && named !== null && allowedOrigins.includes(named) ? named : '';
}

/** A step that answers `reason` when `refuses` holds, else hands on. */
const refuseWhen =
  (refuses: (request: Request) => boolean, reason: ContactFailureReason): Step =>
  (c, next) =>
    refuses(c.req.raw) ? Promise.resolve(jsonAnswer(fail(reason))) : next();

export interface ContactSteps {
  /** The form posted without JavaScript: answered here, with its redirect, before any CORS. */
  formPost: Step;
  /** Oversized headers (431) and foreign origins (403), also for a preflight: answered before CORS. */
  guard: Step;
  /** The JSON call: POST (405), JSON (415), a well-formed Idempotency-Key (400), the body limit (413). */
  method: Step;
  mediaType: Step;
  idempotencyKey: Step;
  bodyLimit: Step;
  /** Reads, validates and stores the submission; the spec's JSON answer. */
  submit: Step;
}

type Submit = (
  c: Context<FunctionEnv>,
  body: unknown,
  idempotencyKey: string | null,
) => Promise<ContactOutcome>;

/** The form posted without JavaScript: answered with its redirect (or the filled-in "not sent" page), before CORS. */
function formPostStep(deps: ContactHandlerDeps, submit: Submit): Step {
  const allowedOrigins = deps.allowedOrigins ?? '*';
  const logger = deps.logger ?? silentLogger;
  const functionOrigin = deps.functionOrigin ?? null;

  /**
   * The same form posted without JavaScript: the fields become the JSON body the form would have sent. The body comes
   * back with the outcome ('' when it was not read), for the page that shows the fields again.
   */
  const formOutcome = async (
    c: Context<FunctionEnv>,
  ): Promise<{ outcome: ContactOutcome; text: string }> => {
    const { headers } = c.req.raw;
    if (Number(headers.get('content-length') ?? '0') > MAX_BODY_BYTES)
      return { outcome: fail('payload-too-large'), text: '' };
    const body = await readBody(c.req.raw);
    if (!body.ok) return { outcome: body, text: '' };
    const { text } = body;
    if (headerBytes(headers) > MAX_HEADER_BYTES)
      return { outcome: fail('headers-too-large'), text };
    const idempotencyKey = readIdempotencyKey(headers);
    if (idempotencyKey === false) return { outcome: fail('invalid-idempotency-key'), text };
    return { outcome: await submit(c, formBodyToJson(text, headers), idempotencyKey), text };
  };

  /** A failed form post: the site's "not sent" page filled in, or null when there is no page to fill. */
  const notSentPage = async (failure: ContactFailure, text: string, siteOrigin: string) => {
    if (!deps.notSentPage) return null;
    try {
      const template = await deps.notSentPage(siteOrigin);
      const content = { values: typedValues(text), failure, siteOrigin };
      const html = template === null ? null : renderNotSentPage(template, content);
      return html === null ? null : notSentPageAnswer(html, content);
    } catch (error) {
      logger.warn('the "not sent" page could not be filled in', { detail: String(error) });
      return null;
    }
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (!isFormPost(request, allowedOrigins, functionOrigin)) return next();
    const { outcome, text } = await formOutcome(c);
    const named = new URLSearchParams(text).get(NOT_SENT_PAGE.siteOriginField);
    const siteOrigin = siteOriginOf(request, allowedOrigins, functionOrigin, named);
    if (!outcome.ok) {
      const page = await notSentPage(outcome, text, siteOrigin);
      if (page) return page;
    }
    return formAnswer(outcome, siteOrigin);
  };
}

export function createContactSteps(deps: ContactHandlerDeps): ContactSteps {
  const allowedOrigins = deps.allowedOrigins ?? '*';
  const trust = deps.clientAddressTrust ?? DEFAULT_CLIENT_ADDRESS_TRUST;
  const logger = deps.logger ?? silentLogger;
  const core: SubmitContactDeps = { ...deps, logger };

  const submit = async (c: Context<FunctionEnv>, body: unknown, idempotencyKey: string | null) => {
    const hostAddress = c.get('clientAddress');
    const client: ClientAddress | null =
      hostAddress !== undefined
        ? parseClientAddress(hostAddress)
        : clientAddressFromHeaders(c.req.raw.headers, trust);
    const outcome = await submitContact({ body, client, idempotencyKey }, core);
    if (!outcome.ok && outcome.reason === 'client-unknown')
      logger.warn('contact submission refused: no client address', { header: trust.header });
    return outcome;
  };

  return {
    formPost: formPostStep(deps, submit),
    guard: async (c, next) => {
      const origin = c.req.header('origin') ?? null;
      const cors = corsHeaders(origin, allowedOrigins);
      if (headerBytes(c.req.raw.headers) > MAX_HEADER_BYTES)
        return jsonAnswer(fail('headers-too-large'), cors);
      if (!isOriginAllowed(origin, allowedOrigins))
        return jsonAnswer(fail('origin-not-allowed'), cors);
      return next();
    },
    method: refuseWhen((request) => request.method !== 'POST', 'method-not-allowed'),
    mediaType: refuseWhen(
      (request) => mediaTypeOf(request.headers) !== 'application/json',
      'unsupported-media-type',
    ),
    idempotencyKey: refuseWhen(
      (request) => readIdempotencyKey(request.headers) === false,
      'invalid-idempotency-key',
    ),
    bodyLimit: limitBody(MAX_BODY_BYTES, {
      tooLarge: () => jsonAnswer(fail('payload-too-large')),
      aborted: () => jsonAnswer(fail('body-incomplete')),
    }),
    submit: async (c) => {
      const text = await readBody(c.req.raw);
      if (!text.ok) return jsonAnswer(text);
      let body: unknown;
      try {
        body = JSON.parse(text.text);
      } catch {
        return jsonAnswer(fail('invalid-json'));
      }
      return jsonAnswer(await submit(c, body, readIdempotencyKey(c.req.raw.headers) || null));
    },
  };
}
