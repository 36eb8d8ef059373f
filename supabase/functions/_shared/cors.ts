/**
 * The one CORS of the repository: the functions' and the local Auth's. Requests without an Origin header (servers,
 * curl) are not browsers and pass. `corsPolicy` is hono/cors with this origin rule; `corsHeaders` decorates the few
 * answers given before it runs (a refused origin, oversized headers, the form post's redirect).
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export const ALLOWED_METHODS = 'POST, OPTIONS';
// What supabase-js / functions-js send with an invoke, and the form's Idempotency-Key.
export const ALLOWED_REQUEST_HEADERS =
  'authorization, x-client-info, apikey, content-type, x-region, idempotency-key';
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/** `'*'` allows every origin; otherwise exact origins such as `https://www.example.com`. */
export type AllowedOrigins = '*' | readonly string[];

/** Parses a comma-separated origin list from configuration; empty or `*` means any origin. */
export function parseAllowedOrigins(value: string | undefined | null): AllowedOrigins {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '');
  if (origins.length === 0 || origins.includes('*')) return '*';
  return origins;
}

export function isOriginAllowed(origin: string | null, allowed: AllowedOrigins): boolean {
  if (origin === null) return true;
  return allowed === '*' || allowed.includes(origin);
}

/** The `Access-Control-Allow-Origin` a request's Origin gets, or null (no Origin, or one not allowed). */
export function allowOriginFor(origin: string | null | undefined, allowed: AllowedOrigins) {
  if (!origin || !isOriginAllowed(origin, allowed)) return null;
  return allowed === '*' ? '*' : origin;
}

/** Headers that let the browser read an answer given before `corsPolicy`; only `Vary` for a refused origin. */
export function corsHeaders(
  origin: string | null,
  allowed: AllowedOrigins,
): Record<string, string> {
  const allowOrigin = allowOriginFor(origin, allowed);
  return allowOrigin === null
    ? { Vary: 'Origin' }
    : { 'Access-Control-Allow-Origin': allowOrigin, Vary: 'Origin' };
}

/** hono/cors with the origin rule above: answers the preflight, and marks every later answer. */
export function corsPolicy(
  allowed: AllowedOrigins,
  preflight: { methods: string; headers: string } = {
    methods: ALLOWED_METHODS,
    headers: ALLOWED_REQUEST_HEADERS,
  },
): MiddlewareHandler {
  return cors({
    origin: (origin) => allowOriginFor(origin, allowed),
    // One preformatted value each, so the header reads as it always has.
    allowMethods: [preflight.methods],
    allowHeaders: [preflight.headers],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
}
