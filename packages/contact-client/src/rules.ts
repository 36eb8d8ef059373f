/**
 * The rules of a contact submit in the browser: the texts, validation and limits the form shares with the
 * send-contact-email function (they live under supabase/ so the Edge Function bundle can reach them; this package
 * re-exports them so there is exactly one source), the client rate limit, the body the form sends and where it sends.
 */
import {
  CLIENT_SIDE_RATE_LIMIT,
  type ContactFields,
  type ContactRequestBody,
  DEFAULT_SOURCE,
  HONEYPOT_FIELD,
  trimContactFields,
} from '@agency/supabase/rules';

export * from '@agency/supabase/rules';

export interface ClientRateLimiter {
  /** Counts a submission when there is room; `retryAfterMs` says when the oldest one leaves the window. */
  tryAcquire(): { allowed: true } | { allowed: false; retryAfterMs: number };
}

export interface ClientRateLimiterOptions {
  limit?: number;
  windowMs?: number;
  now?: () => number;
}

/** At most `limit` submissions per rolling `windowMs` (by default 3 per 60 s). */
export function createClientRateLimiter({
  limit = CLIENT_SIDE_RATE_LIMIT.limit,
  windowMs = CLIENT_SIDE_RATE_LIMIT.windowMs,
  now = Date.now,
}: ClientRateLimiterOptions = {}): ClientRateLimiter {
  let attempts: number[] = [];
  return {
    tryAcquire() {
      const at = now();
      attempts = attempts.filter((time) => time > at - windowMs);
      if (attempts.length >= limit) {
        return { allowed: false, retryAfterMs: (attempts[0] ?? at) + windowMs - at };
      }
      attempts.push(at);
      return { allowed: true };
    },
  };
}

let sharedLimiter: ClientRateLimiter | undefined;

/** One limiter per page load, shared by every contact form on the page. */
export function sharedClientRateLimiter(): ClientRateLimiter {
  sharedLimiter ??= createClientRateLimiter();
  return sharedLimiter;
}

export interface PayloadContext {
  userAgent: string;
  now: Date;
  honeypot: string;
}

/** The body of the send-contact-email call: trimmed fields, user agent, ipAddress null, metadata. */
export function buildContactPayload(
  values: ContactFields,
  context: PayloadContext,
): ContactRequestBody {
  return {
    ...trimContactFields(values),
    userAgent: context.userAgent,
    ipAddress: null,
    metadata: {
      user_agent: context.userAgent,
      timestamp: context.now.toISOString(),
      source: DEFAULT_SOURCE,
    },
    [HONEYPOT_FIELD]: context.honeypot,
  };
}

export function payloadContextFromBrowser(honeypot: string): PayloadContext {
  return { userAgent: globalThis.navigator?.userAgent ?? '', now: new Date(), honeypot };
}

// Where the form sends: the Supabase project from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, else the embedded local backend.
export const FUNCTION_NAME = 'send-contact-email';
export const FUNCTIONS_PATH = '/functions/v1';
/** The embedded local backend does not check keys; Supabase's gateway wants one in the headers all the same. */
export const LOCAL_ANON_KEY = 'local-anon-key';

export interface ContactClientEnv {
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export interface ContactClientConfig {
  functionsUrl: string;
  anonKey: string;
}

/** Vite replaces `import.meta.env` at build time; elsewhere it is undefined. */
export function readViteEnv(): ContactClientEnv {
  return (import.meta as unknown as { env?: ContactClientEnv }).env ?? {};
}

export function resolveContactClientConfig(
  env: ContactClientEnv = readViteEnv(),
  origin: string | undefined = globalThis.location?.origin,
): ContactClientConfig {
  const projectUrl = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || LOCAL_ANON_KEY;
  if (projectUrl) return { functionsUrl: `${projectUrl}${FUNCTIONS_PATH}`, anonKey };
  // Same origin: the local host serves the site and mounts the function under /functions/v1.
  return { functionsUrl: `${origin ?? ''}${FUNCTIONS_PATH}`, anonKey };
}

/**
 * The `action` of the contact form, for browsers that post it without JavaScript: the project's function URL in
 * production, the same-origin path on the embedded local backend. Computed at build time, so no page origin.
 */
export function contactFormAction(env: ContactClientEnv = readViteEnv()): string {
  return `${resolveContactClientConfig(env, '').functionsUrl}/${FUNCTION_NAME}`;
}
