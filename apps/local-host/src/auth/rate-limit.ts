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

/** Keys are forgotten once this many are kept and theirs have run out, so the tables do not grow without end. */
const SWEEP_ABOVE = 10_000;
const FORGET_FAILURES_AFTER_MS = 24 * 60 * 60 * 1000;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** `limit` events per key in a sliding window of `windowSeconds`: `waitMs` until the key may have one more. */
export function slidingWindow(limit: number, windowSeconds: number, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  const windowMs = windowSeconds * 1000;
  const recent = (key: string, at: number) =>
    (events.get(key) ?? []).filter((time) => time > at - windowMs);
  const waitMs = (key: string, at: number) => {
    const times = recent(key, at);
    return times.length >= limit ? times[times.length - limit]! + windowMs - at : 0;
  };
  const record = (key: string, at: number) => {
    events.set(key, [...recent(key, at), at]);
    if (events.size > SWEEP_ABOVE)
      for (const [other, times] of events) if (times.at(-1)! <= at - windowMs) events.delete(other);
  };
  return {
    waitMs,
    record,
    /** Counts one event when the window has room: 0, else the whole seconds to wait (at least 1). */
    take(key: string): number {
      const at = now();
      const wait = waitMs(key, at);
      if (wait <= 0) record(key, at);
      return wait > 0 ? seconds(wait) : 0;
    },
  };
}

export function createSignInLimiter(limits: SignInLimits, now: () => number = Date.now) {
  const perClient = slidingWindow(limits.perClient.limit, limits.perClient.windowSeconds, now);
  const failures = new Map<string, { count: number; last: number }>();
  const { freeFailures, firstDelaySeconds, maxDelaySeconds } = limits.perAccount;
  const accountWaitMs = (account: string, at: number) => {
    const { count = 0, last = 0 } = failures.get(account) ?? {};
    if (count < freeFailures) return 0;
    return (
      last + Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (count - freeFailures)) * 1000 - at
    );
  };
  return {
    /**
     * Seconds to wait before an attempt may be checked, or 0. An allowed attempt counts against the client, and
     * against the account as a failure until `recordSuccess` says otherwise, so that attempts sent in parallel cannot
     * all slip in before the first failure is known.
     */
    attempt(client: string, account: string): number {
      const at = now();
      if (failures.size > SWEEP_ABOVE)
        for (const [key, { last }] of failures)
          if (last <= at - FORGET_FAILURES_AFTER_MS) failures.delete(key);
      const waitMs = Math.max(perClient.waitMs(client, at), accountWaitMs(account, at));
      if (waitMs > 0) return seconds(waitMs);
      perClient.record(client, at);
      failures.set(account, { count: (failures.get(account)?.count ?? 0) + 1, last: at });
      return 0;
    },
    /** The attempt's password was wrong: the delay runs from now. */
    recordFailure(account: string) {
      failures.set(account, { count: failures.get(account)?.count ?? 1, last: now() });
    },
    recordSuccess: (account: string) => failures.delete(account),
  };
}
