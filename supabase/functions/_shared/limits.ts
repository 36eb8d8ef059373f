/** Every size and rate limit of the contact pipeline, in one place. */

/** Spec §5: minimum lengths after trimming, in characters. */
export const MIN_LENGTHS = { name: 2, message: 10 } as const;

/** Server-side caps (characters, i.e. code points, like Postgres char_length). The migration's CHECKs use the same numbers. */
export const MAX_LENGTHS = {
  name: 100,
  email: 254,
  message: 5000,
  userAgent: 512,
  ipAddress: 64,
  honeypot: 500,
  metadataText: 512,
} as const;

/** Largest accepted request body in bytes (a 5000-character message of 4-byte characters plus the rest fits). */
export const MAX_BODY_BYTES = 32 * 1024;

/** Largest accepted request header block in bytes (names + values). */
export const MAX_HEADER_BYTES = 8 * 1024;

export interface RateLimitRule {
  /** Bucket family, part of the stored key. */
  scope: 'client' | 'email';
  limit: number;
  windowSeconds: number;
}

/** Spec §9: the form allows at most 3 submissions per rolling 60 seconds. */
export const CLIENT_SIDE_RATE_LIMIT = { limit: 3, windowMs: 60_000 } as const;

/**
 * The server's limits are looser than the form's 3 per 60 s, so an honest visitor only ever meets the form's own
 * limit; they stop scripts that skip the form.
 */
export const SERVER_RATE_LIMITS: readonly RateLimitRule[] = [
  { scope: 'client', limit: 5, windowSeconds: 60 },
  { scope: 'client', limit: 20, windowSeconds: 3600 },
  { scope: 'email', limit: 5, windowSeconds: 3600 },
];
