/**
 * The sign-in limits of the local host (one process, so in memory): a per-client cap on attempts, and a per-account
 * delay that grows with failures in a row. The delay slows a guesser down without locking the owner out: it never
 * passes `maxDelaySeconds`, and the right password after it signs in (and starts the count again).
 */

export interface SignInLimits {
  /** Attempts per client address in a sliding window, whatever the account. */
  perClient: { limit: number; windowSeconds: number };
  /**
   * After `freeFailures` failures in a row, each further attempt on the account waits `firstDelaySeconds`, doubled per
   * further failure, at most `maxDelaySeconds`, counted from the last failure.
   */
  perAccount: { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number };
}

/** Failures older than this are forgotten, so the table of accounts does not grow without end. */
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * A sliding window of `limit` events per key in `windowSeconds`: `waitMs` says how long until the key may have one
 * more, `record` counts one. Keys whose last event has left the window are forgotten now and then.
 */
export function slidingWindow(limit: number, windowSeconds: number, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  const recent = (key: string, at: number) =>
    (events.get(key) ?? []).filter((time) => time > at - windowMs);
  return {
    waitMs(key: string, at = now()): number {
      const times = recent(key, at);
      return times.length >= limit ? (times[times.length - limit] as number) + windowMs - at : 0;
    },
    record(key: string, at = now()) {
      events.set(key, [...recent(key, at), at]);
      if (events.size > 10_000)
        for (const [other, times] of events)
          if ((times.at(-1) ?? 0) <= at - windowMs) events.delete(other);
    },
    /** Counts one event when the window has room: 0, else the whole seconds to wait (at least 1). */
    take(key: string): number {
      const at = now();
      const waitMs = this.waitMs(key, at);
      if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
      this.record(key, at);
      return 0;
    },
  };
}

export function createSignInLimiter(limits: SignInLimits, now: () => number = Date.now) {
  const perClient = slidingWindow(limits.perClient.limit, limits.perClient.windowSeconds, now);
  const failures = new Map<string, { count: number; last: number }>();
  let swept = 0;

  function sweep(at: number) {
    if (at - swept < 60_000) return;
    swept = at;
    for (const [account, { last }] of failures)
      if (last <= at - FORGET_FAILURES_AFTER_MS) failures.delete(account);
  }

  function accountWaitMs(account: string, at: number): number {
    const entry = failures.get(account);
    const { freeFailures, firstDelaySeconds, maxDelaySeconds } = limits.perAccount;
    if (entry === undefined || entry.count < freeFailures) return 0;
    const delaySeconds = Math.min(
      maxDelaySeconds,
      firstDelaySeconds * 2 ** (entry.count - freeFailures),
    );
    return entry.last + delaySeconds * 1000 - at;
  }

  return {
    /**
     * Whether an attempt may be checked now. An allowed attempt counts against the client, and against the account as
     * a failure until `recordSuccess` says otherwise, so that attempts sent in parallel cannot all slip in before the
     * first failure is known.
     */
    attempt(
      client: string,
      account: string,
    ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const at = now();
      sweep(at);
      const waitMs = Math.max(perClient.waitMs(client, at), accountWaitMs(account, at));
      if (waitMs > 0)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      perClient.record(client, at);
      failures.set(account, { count: (failures.get(account)?.count ?? 0) + 1, last: at });
      return { allowed: true };
    },
    /** The attempt's password was wrong: the delay runs from now. */
    recordFailure(account: string) {
      failures.set(account, { count: failures.get(account)?.count ?? 1, last: now() });
    },
    recordSuccess(account: string) {
      failures.delete(account);
    },
  };
}
