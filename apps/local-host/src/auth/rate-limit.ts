/** In-memory sliding-window limit for sign-in attempts (the local host is one process). */

export interface AttemptLimit {
  limit: number;
  windowSeconds: number;
}

export interface AttemptLimiter {
  /** Counts one attempt for every key when all have room; otherwise counts nothing and says when to retry. */
  consume(
    keys: readonly { key: string; rule: AttemptLimit }[],
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

export function createAttemptLimiter(now: () => number = Date.now): AttemptLimiter {
  const hits = new Map<string, number[]>();

  function recent(key: string, windowMs: number, at: number): number[] {
    const kept = (hits.get(key) ?? []).filter((time) => time > at - windowMs);
    if (kept.length === 0) hits.delete(key);
    else hits.set(key, kept);
    return kept;
  }

  return {
    consume(keys) {
      const at = now();
      let retryAfterMs = 0;
      for (const { key, rule } of keys) {
        const windowMs = rule.windowSeconds * 1000;
        const times = recent(key, windowMs, at);
        if (times.length >= rule.limit) {
          const oldest = times[times.length - rule.limit] as number;
          retryAfterMs = Math.max(retryAfterMs, oldest + windowMs - at);
        }
      }
      if (retryAfterMs > 0)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      for (const { key } of keys) hits.set(key, [...(hits.get(key) ?? []), at]);
      return { allowed: true };
    },
  };
}
