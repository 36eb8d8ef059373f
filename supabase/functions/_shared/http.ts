/**
 * What every HTTP answer of the functions and of the local host shares: the one UUID rule, the one JSON reply, and
 * the middleware both functions mount on Hono (body limit). CORS is in cors.ts.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** A UUID in its canonical text form, any version (submission ids, user ids, session ids). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** What an API answer never allows: a cache keeping it, a browser guessing its type. */
export const API_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The one JSON reply: the body as JSON text (none for 204) with the JSON content type and the given headers. */
export function jsonReply(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: status === 204 ? headers : { 'Content-Type': JSON_CONTENT_TYPE, ...headers },
  });
}

/**
 * hono/body-limit with the two answers a function gives: `tooLarge` once the body passes `maxBytes` (by its
 * Content-Length, or while it streams), `aborted` when the upload breaks off before its end.
 */
export function limitBody(
  maxBytes: number,
  answers: { tooLarge: (c: Context) => Response; aborted: (c: Context) => Response },
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: answers.tooLarge });
  return async (c, next) => {
    try {
      return await limit(c, next);
    } catch {
      // What `next` throws is answered inside it (Hono's onError): this is the body read breaking off.
      return answers.aborted(c);
    }
  };
}
