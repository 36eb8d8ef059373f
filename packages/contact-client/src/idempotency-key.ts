/**
 * The `Idempotency-Key` of one submission attempt: the server stores it with the row, so a retry of an attempt whose
 * answer was lost (a dropped connection, a timeout) gets the first answer instead of storing a second copy.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 32 random hex digits (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per attempt: kept while the visitor sends the same name, e-mail and message again (a retry), new once the
 * text changes or after a success.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(values: { name: string; email: string; message: string }): string {
      const fingerprint = JSON.stringify([values.name, values.email, values.message]);
      if (current?.fingerprint !== fingerprint) current = { key: generate(), fingerprint };
      return current.key;
    },
    succeeded() {
      current = null;
    },
  };
}
