import { CLIENT_SIDE_RATE_LIMIT } from './shared-rules.ts';

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
