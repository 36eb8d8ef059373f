/** Minimal assertions that run unchanged under Deno and Node, so both runtimes share one set of scenarios. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function checkEqual<T>(actual: T, expected: T, label: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${label}: expected ${e}, got ${a}`);
}
