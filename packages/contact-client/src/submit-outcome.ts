/** What a submit attempt came to, as the form shows it. */
export type SubmitOutcome =
  | { status: 'success' }
  | { status: 'rate-limited'; message: string }
  | { status: 'error'; message: string };
