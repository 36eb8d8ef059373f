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

export function createSignInLimiter(limits: SignInLimits, now: () => number = Date.now) {
  const attempts = new Map<string, number[]>();
  const failures = new Map<string, { count: number; last: number }>();
  let swept = 0;

  function sweep(at: number) {
    if (at - swept < 60_000) return;
    swept = at;
    const windowMs = limits.perClient.windowSeconds * 1000;
    for (const [client, times] of attempts)
      if ((times.at(-1) ?? 0) <= at - windowMs) attempts.delete(client);
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
      const windowMs = limits.perClient.windowSeconds * 1000;
      const recent = (attempts.get(client) ?? []).filter((time) => time > at - windowMs);
      const clientWaitMs =
        recent.length >= limits.perClient.limit
          ? (recent[recent.length - limits.perClient.limit] as number) + windowMs - at
          : 0;
      const waitMs = Math.max(clientWaitMs, accountWaitMs(account, at));
      if (waitMs > 0) {
        attempts.set(client, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
      }
      attempts.set(client, [...recent, at]);
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
