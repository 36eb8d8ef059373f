/** CORS for the browser form. Requests without an Origin header (servers, curl) are not browsers and pass. */

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

/** Headers that let the browser read the answer; empty for a disallowed or absent origin. */
export function corsHeaders(
  origin: string | null,
  allowed: AllowedOrigins,
): Record<string, string> {
  if (origin === null || !isOriginAllowed(origin, allowed)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': allowed === '*' ? '*' : origin,
    Vary: 'Origin',
  };
}

export function preflightHeaders(
  origin: string | null,
  allowed: AllowedOrigins,
): Record<string, string> {
  return {
    ...corsHeaders(origin, allowed),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  };
}
